// <us-address-autocomplete> without a DOM (see ./element-model.ts): its class's property declarations and defaults,
// and its service as UsAddressAutocomplete.createService builds it (usService), with no postal code chosen in the
// block, since the model has no form.
import { UsAddressAutocomplete } from '../../../src/us-address-autocomplete.js';
import { US_DEFAULTS, usService, type UsSettings } from '../../../src/core/element/us-service.js';
import type { ServiceContext } from '../../../src/core/element/service-context.js';
import type { AddressService } from '../../../src/core/lookup/address-service.js';
import type { Clock } from '../../../src/core/lookup/clock.js';
import { ElementModel } from './element-model.js';
import { usFilterRules } from '../../../src/core/features/us-filter-rules.js';

export { ConsoleCapture, startWarmSimulator, type Exchange } from './model-support.js';

// Finalizes the class, as Lit does at its first element (this model makes none): its declarations (the shared
// attributes, the US ones, postal-code-filter) are then complete.
(UsAddressAutocomplete as unknown as { finalize(): void }).finalize();
// The filter rules, which the element imports when a filter attribute is set and waits for (the browser tests show
// the wait): here they are in from the start, so that a model configures at once, as before.
await usFilterRules.load();

export class UsElementModel extends ElementModel {
  static override readonly elementProperties = UsAddressAutocomplete.elementProperties;

  constructor(attributes: Record<string, string>, options: { clock?: Clock } = {}) {
    super('us-address-autocomplete', US_DEFAULTS, options);
    this.connect(attributes);
  }

  protected override createService(context: ServiceContext): AddressService {
    return usService(this as unknown as UsSettings, this.requestOptions, context, undefined);
  }
}
