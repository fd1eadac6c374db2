/**
 * The attributes and properties every element shares (the elements add their service's own): declared once, with
 * their defaults, for Lit to reflect and for the manifest to document.
 */
import { ReactiveElement, type PropertyDeclarations } from '@lit/reactive-element';
import type { FieldMappingOption } from '../../form/field-mapping.js';
import type { AddressAutocompleteStrings } from '../view/strings.js';
import { SECRET_ATTRIBUTES } from './secret-keys.js';

/** `postal-code-filter`, of the elements a `<postal-code-autocomplete>` in the same block can narrow. */
export const POSTAL_CODE_FILTER_PROPERTIES = { postalCodeFilter: { attribute: 'postal-code-filter' } };

export abstract class AddressAutocompleteAttributes extends ReactiveElement {
  static override properties = {
    embeddedKey: { attribute: 'embedded-key' },
    baseUrl: { attribute: 'base-url' },
    maxResults: { attribute: 'max-results', type: Number },
    debounce: { type: Number },
    minChars: { attribute: 'min-chars', type: Number },
    strings: { attribute: false },
    requireVerified: { attribute: 'require-verified', type: Boolean },
    fields: {},
    htmlFor: { attribute: 'for', reflect: true },
  };

  /**
   * The attributes observed: those of `properties`, named as Lit names them, and the secret-key attributes, observed
   * only to be refused wherever and whenever they appear. Lit's own getter first prepares every property's accessors
   * (its `finalize`), half of the loader's work at define for four classes; here that waits for the class's first
   * element, so a page pays only for the tags it holds.
   */
  static override get observedAttributes(): string[] {
    const names = Object.values(SECRET_ATTRIBUTES);
    for (const [name, { attribute }] of Object.entries(this.properties as PropertyDeclarations))
      if (attribute !== false) names.push(typeof attribute === 'string' ? attribute : name.toLowerCase());
    return names;
  }

  /**
   * The embedded key (never a secret key), sent as the `key` parameter. Leave it out when `base-url` points at the
   * shop's own lookup route (`createAddressHandler` of the `./server` entry), which adds its secret key on the server.
   */
  declare embeddedKey: string;
  /** A proxy or the simulator instead of the production host; the endpoint path is appended. */
  declare baseUrl: string | undefined;
  /** How many suggestions the service returns. */
  declare maxResults: number | undefined;
  /** Milliseconds of typing pause before a lookup. */
  declare debounce: number | undefined;
  /** Characters (code points) needed before a lookup. */
  declare minChars: number | undefined;
  /** Replaces any shown or announced text; see AddressAutocompleteStrings. */
  declare strings: Partial<AddressAutocompleteStrings> | undefined;
  /** Text that is not a chosen address makes the input invalid (`strings.notVerified`), so the form will not submit. */
  declare requireVerified: boolean;
  /**
   * Which field takes which value, where names, ids and labels do not say: `"address-level2: billing_city;
   * address-level1: billing_state"` (an `autocomplete` token, then a field's id or name), or an object of the same
   * whose values may also be elements.
   */
  declare fields: FieldMappingOption;
  /**
   * The id of the input to enhance, in the element's root node (as `<label for>`; the `for` attribute): the element
   * then wraps nothing and creates no input. Unset, the element enhances the first `<input>` inside it.
   */
  declare htmlFor: string | undefined;

  constructor() {
    // Before Lit's constructor, which reads the accessors' list to keep the properties set before the upgrade.
    (new.target as typeof AddressAutocompleteAttributes).finalize();
    super();
    this.embeddedKey = '';
    this.requireVerified = false;
  }
}
