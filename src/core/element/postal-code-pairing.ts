import { blockFields } from '../features/block-fields.js';
import type { PostalCodePlace, PostalCodeSelectedEvent } from '../events/address-events.js';

const POSTAL_CODE_TAG = 'postal-code-autocomplete';

/** What a street element reads of a `<postal-code-autocomplete>` (core does not import the elements). */
interface PostalCodeElement extends Element {
  readonly inputElement: HTMLInputElement | undefined;
  readonly chosenPlace: PostalCodePlace | undefined;
}

/**
 * The postal code chosen for a street input's own address block: in the `<postal-code-autocomplete>` whose input is
 * the field the street's fill writes `postal-code` into (its block, its `fields` mapping), so that each of two
 * blocks on one form pairs with its own. Learned from that element's `postal-code-selected` (its place, also when
 * the page cancelled the event: the choice stands) and its `address-cleared`, heard on the street input's root node
 * (the document or a shadow root), so that wrapping and `for` work alike; a postal code chosen before the street
 * input came is read from the element's `chosenPlace`.
 */
export class PostalCodePairing {
  readonly #changed: () => void;
  #input: HTMLInputElement | undefined;
  #root: Node | undefined;
  #place: PostalCodePlace | undefined;

  /** `changed` runs when the chosen place changes (chosen, another chosen, or gone). */
  constructor(changed: () => void) {
    this.#changed = changed;
  }

  /** The place of the postal code chosen for the block, while it stands; undefined when none is. */
  get place(): PostalCodePlace | undefined {
    return this.#place;
  }

  /** Follows the postal code chosen for `input`'s block. */
  attach(input: HTMLInputElement): void {
    this.detach();
    this.#input = input;
    const root = (this.#root = input.getRootNode());
    root.addEventListener('postal-code-selected', this.#onEvent);
    root.addEventListener('address-cleared', this.#onEvent);
    const elements = (root as ParentNode).querySelectorAll<PostalCodeElement & HTMLElement>(POSTAL_CODE_TAG);
    if (elements.length)
      this.#withFields(input, (pairs) => this.#set([...elements].find((element) => pairs(element))?.chosenPlace));
  }

  detach(): void {
    this.#root?.removeEventListener('postal-code-selected', this.#onEvent);
    this.#root?.removeEventListener('address-cleared', this.#onEvent);
    this.#root = undefined;
    this.#input = undefined;
    this.#place = undefined;
  }

  /**
   * Runs `paired` with the test of whether an element enhances the postal-code field of `input`'s block, once the
   * field finder is here (at once when it is), while `input` is still the one followed.
   */
  #withFields(input: HTMLInputElement, paired: (pairs: (element: PostalCodeElement) => boolean) => void): void {
    const run = ({ findAddressFields }: NonNullable<typeof blockFields.loaded>): void => {
      if (this.#input !== input) return;
      const fields = findAddressFields(input).get('postal-code');
      paired((element) => !!element.inputElement && !!fields?.includes(element.inputElement));
    };
    const loaded = blockFields.loaded;
    if (loaded) run(loaded);
    else blockFields.load().then(run, () => undefined);
  }

  #set(place: PostalCodePlace | undefined): void {
    const old = this.#place;
    this.#place = place;
    if (old?.postalCode !== place?.postalCode || old?.country !== place?.country) this.#changed();
  }

  readonly #onEvent = (event: Event): void => {
    const target = event.target as PostalCodeElement;
    const input = this.#input;
    // Every address-cleared of the page reaches the root (the street element's own too): the tag is checked first.
    if (target.localName !== POSTAL_CODE_TAG || !input) return;
    const place = event.type === 'address-cleared' ? undefined : (event as PostalCodeSelectedEvent).detail.address;
    this.#withFields(input, (pairs) => {
      if (pairs(target)) this.#set(place);
    });
  };
}
