/**
 * The form's submit, as the choice machine's checkpoint sees it (submitted.ts): heard first (in capture, at the
 * input's root, before the form's own listeners and a framework's), held when the machine says so (its default
 * prevented and the page's listeners not reached), and made again when the machine lets it go, by the same button and
 * through the form's own validation. A hold never outlasts its ceiling: the machine is told when it is reached.
 */
/** Makes the checkpoint of an element whose submits may be held (with `verify`: the US elements' cores). */
export type CheckpointFactory = (parts: CheckpointParts) => SubmitCheckpoint;

export interface CheckpointParts {
  input(): HTMLInputElement | undefined;
  /** The input's form is being submitted: the machine decides, and may hold it (`hold`) while this runs. */
  submitted(input: HTMLInputElement): void;
  /** The ceiling was reached. */
  timedOut(): void;
  /** The ceiling in milliseconds, read at each hold. */
  ceiling(): number;
  /** A timer on the element's clock; returns its cancel. */
  after(ms: number, callback: () => void): () => void;
}

export const submitCheckpoint: CheckpointFactory = (parts) => new SubmitCheckpoint(parts);

export class SubmitCheckpoint {
  readonly #parts: CheckpointParts;
  #root: Node | undefined;
  /** The submit being decided, while `submitted` runs. */
  #event: SubmitEvent | undefined;
  #submitter: HTMLElement | null = null;
  /** Our own submit again: it goes through. */
  #releasing = false;
  #stopCeiling = (): void => {};

  constructor(parts: CheckpointParts) {
    this.#parts = parts;
  }

  /** Hears the submits under `root` (the input's root while the element is connected; undefined stops). */
  watch(root: Node | undefined): void {
    if (root === this.#root) return;
    this.#root?.removeEventListener('submit', this.#heard, true);
    root?.addEventListener('submit', this.#heard, true);
    this.#root = root;
  }

  readonly #heard = (event: Event): void => {
    const input = this.#parts.input();
    if (this.#releasing || !input?.form || event.target !== input.form || event.defaultPrevented) return;
    // `submit-timeout="0"`: no submit is ever held.
    if (this.#parts.ceiling() === 0) return;
    this.#event = event as SubmitEvent;
    try {
      this.#parts.submitted(input);
    } finally {
      this.#event = undefined;
    }
  };

  /** Holds the submit being decided, until `release` or the ceiling. */
  hold(): void {
    const event = this.#event;
    if (!event) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    this.#submitter = event.submitter;
    this.#stopCeiling();
    this.#stopCeiling = this.#parts.after(this.#parts.ceiling(), () => this.#parts.timedOut());
  }

  /**
   * The submit held goes on: made again by the button that made it, if it is still the form's, in a task of its own.
   * An answer from the cache can come while the browser is still dispatching the submit it held (an Enter), and a
   * form ignores a submit asked for then.
   */
  release(): void {
    this.#stopCeiling();
    this.#stopCeiling = this.#parts.after(0, () => {
      this.#stopCeiling = () => {};
      const form = this.#parts.input()?.form;
      if (!form) return;
      const submitter = this.#submitter as HTMLButtonElement | null;
      this.#submitter = null;
      this.#releasing = true;
      try {
        form.requestSubmit(submitter?.form === form ? submitter : undefined);
      } finally {
        this.#releasing = false;
      }
    });
  }
}
