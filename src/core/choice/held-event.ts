/**
 * The events held while the choice machine's code is on its way (with the loader, it comes with the form's code two
 * frames after the first list, core/features/form-work.ts; an event that needs it before then fetches it at once).
 * Nothing of a held event is committed, so neither the machine nor the page ever sees it half applied. Once the code
 * has come, the held events are sent again in the order they came, each only if the shopper has not moved on since it
 * happened (the same input, with the same text): one that was, a choice made and then typed over, is dropped, and
 * since the combobox never heard the choice applied, the list is as it was. Code that cannot come is reported once
 * for all the events held; the text and the input stay as the shopper has them, and the next hold tries again.
 */

/** The input, as the hold compares it: the same element, with the same text. */
interface TextInput {
  readonly value: string;
}

export interface HoldParts<E, I extends TextInput> {
  /** The code, imported once; rejects when it cannot come (the next call tries again). */
  load(): Promise<unknown>;
  /** The input bound now. */
  input(): I | undefined;
  /** Sends a held event again, its code there. */
  resend(event: E): void;
  /** The code did not come: reported once for the events held then. */
  failed(error: unknown): void;
}

export class HeldEvents<E, I extends TextInput> {
  readonly #parts: HoldParts<E, I>;
  /** The events held, in the order they came, each with the input and its text when it happened. */
  readonly #held = new Set<{ event: E; input: I | undefined; text: string }>();

  constructor(parts: HoldParts<E, I>) {
    this.#parts = parts;
  }

  /**
   * Holds `event` until the code has come. The events held before it are sent again before it: each load's answer
   * runs its callbacks in the order they were added.
   */
  hold(event: E, input: I | undefined, text: string): void {
    const held = { event, input, text };
    this.#held.add(held);
    this.#parts.load().then(
      () => {
        if (!this.#held.delete(held)) return;
        const now = this.#parts.input();
        if (now === input && (now?.value ?? '') === text) this.#parts.resend(event);
      },
      (error: unknown) => {
        if (!this.#held.delete(held)) return;
        // The first of the events held to hear the failure reports it, for all of them.
        this.#held.clear();
        this.#parts.failed(error);
      },
    );
  }

  /** Drops every event held (the form was reset or cleared). */
  drop(): void {
    this.#held.clear();
  }
}
