// A harness for one instance of either element, after material-web's `textfield/harness.ts`: the test talks to the
// element the way a shopper does (real key presses through the test runner, `sendKeys`), and reads what a shopper and a
// screen reader get (the open list, the active option, the status row, the live region), through one object instead
// of each file's own helpers. The requests and answers are the FetchRecorder's (element-helpers.ts); a harness made
// with one can wait for the answer to the whole typed text (`search`) rather than to a prefix of it.
import { sendKeys } from '@web/test-runner-commands';
import {
  type AddressElement,
  type FetchRecorder,
  type UsElement,
  type UsRow,
  activate,
  activeOption,
  announced,
  choose,
  chooseWithKeys,
  contextOf,
  inputOf,
  isExpanded,
  isOpen,
  listboxOf,
  optionTexts,
  optionsOf,
  popupOf,
  search,
  settle,
  typeInto,
} from './element-helpers.js';

export class AutocompleteHarness<E extends AddressElement = UsElement> {
  /** The element this harness drives. */
  readonly element: E;
  /** The requests the element sends, when the test records them; `search` and `settle` need it. */
  readonly recorder: FetchRecorder | undefined;

  constructor(element: E, recorder?: FetchRecorder) {
    this.element = element;
    this.recorder = recorder;
  }

  // ——— What the shopper does ———

  /** The element's native input. */
  get input(): HTMLInputElement {
    return inputOf(this.element);
  }

  /** Focuses the input and types `text` with real key presses, where the caret is. */
  async type(text: string): Promise<void> {
    await typeInto(this.element, text);
  }

  /** Types `text` at the end of the input's text, as a shopper adding a unit to a chosen street does. */
  async typeAtEnd(text: string): Promise<void> {
    this.input.focus();
    await sendKeys({ press: 'End' });
    await sendKeys({ type: text });
  }

  /** Selects the whole text and types `text` over it, as a shopper fixing the street does. */
  async retype(text: string): Promise<void> {
    this.input.focus();
    await sendKeys({ press: 'Control+a' });
    await sendKeys({ type: text });
    await this.element.updateComplete;
  }

  /** Presses one key (`Escape`, `ArrowDown`, `Shift+Tab`...). */
  async press(key: string): Promise<void> {
    await sendKeys({ press: key });
  }

  /**
   * Types `text` and waits for the answer to the whole text (not to a prefix of it), rendered: the list then shows
   * exactly that answer, whose rows are returned. US element only (it reads the US answer's rows).
   */
  async search(text: string): Promise<UsRow[]> {
    return search(this.element as UsElement, this.#requests(), text);
  }

  /** Waits until the latest request has its answer and the element has rendered it; returns that answer's rows. */
  async settle(): Promise<UsRow[]> {
    return settle(this.element, this.#requests());
  }

  /** Presses Down until the option at `index` is active (from a list with none active), checking it is. */
  async activate(index: number): Promise<void> {
    await activate(this.element, index);
  }

  /** Chooses the option at `index` with Down and Enter, checking that it is the active option before Enter. */
  async choose(index: number): Promise<void> {
    await choose(this.element, index);
  }

  /** Presses Down index + 1 times and Enter, checking nothing on the way. */
  async chooseWithKeys(index: number): Promise<void> {
    await chooseWithKeys(index);
  }

  // ——— What the shopper sees and hears ———

  /** The input says the list is expanded and the popup is shown. */
  get isOpen(): boolean {
    return isOpen(this.element);
  }

  /** The input says the list is expanded (aria-expanded), whatever the popup shows. */
  get isExpanded(): boolean {
    return isExpanded(this.element);
  }

  get popup(): HTMLElement {
    return popupOf(this.element);
  }

  get listbox(): HTMLElement {
    return listboxOf(this.element);
  }

  /** The options of the list, in order. */
  get options(): HTMLElement[] {
    return optionsOf(this.element);
  }

  /** What each option reads (without a group's count detail). */
  get optionTexts(): string[] {
    return optionTexts(this.element);
  }

  /** The option the input names as active (aria-activedescendant), if any. */
  get activeOption(): HTMLElement | null {
    return activeOption(this.element);
  }

  /** The context heading of an expanded group, if one is shown. */
  get context(): HTMLElement | null {
    return contextOf(this.element);
  }

  /** The status row ("no matching addresses", "unavailable right now"...), if the popup holds one. */
  get statusRow(): HTMLElement | null {
    return this.element.querySelector<HTMLElement>('.address-autocomplete-message');
  }

  /** The status row's text while it is on screen (the popup open, the row shown); null otherwise. */
  get statusText(): string | null {
    const row = this.statusRow;
    if (!this.popup.matches(':popover-open') || row === null || !row.isConnected || row.hidden) return null;
    return row.textContent;
  }

  /** The live region's text, but for the no-break space the announcer adds to every other message. */
  get announced(): string {
    return announced(this.element);
  }

  #requests(): FetchRecorder {
    if (!this.recorder) throw new Error('this harness was made without a FetchRecorder');
    return this.recorder;
  }
}
