/** The core of `<us-address-autocomplete>`: the US service its attributes build, narrowed by the block's postal code. */
import { ElementCore, type CoreFactory, type CoreHost } from './element-core.js';
import { submitCheckpoint, type CheckpointFactory } from '../choice/submit-checkpoint.js';
import { PostalCodePairing } from './postal-code-pairing.js';
import type { ServiceContext } from './service-context.js';
import type { UsSettings } from './us-attributes.js';
import { usService } from './us-service.js';

/** `<us-address-autocomplete>`, as its core reads it. */
type UsHost = CoreHost & UsSettings;

class UsCore extends ElementCore<UsHost> {
  readonly #postalCode = new PostalCodePairing(() => this.reconfigure());

  protected createService(context: ServiceContext) {
    return usService(this.host, this.requestOptions(), context, this.#postalCode.place);
  }

  protected addressCountry(): string {
    return 'USA';
  }

  protected override submitCheckpoint(): CheckpointFactory {
    return submitCheckpoint;
  }

  protected override inputAttached(input: HTMLInputElement): void {
    this.#postalCode.attach(input);
  }

  protected override inputDetached(): void {
    this.#postalCode.detach();
  }
}

export const usCore: CoreFactory = (host) => new UsCore(host as UsHost).started();
