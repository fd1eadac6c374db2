/**
 * An event held while the form's code is on its way (with the loader, a choice made before the first list brought it,
 * core/features/form-work.ts). The controller holds the EVENT, not its effects: it commits nothing of the transition
 * that needs the code, so neither the machine nor the page ever sees a choice half applied (its street written but its
 * verdict not yet, a late write over text typed since). Once the code has come, the event is sent again, and the
 * machine decides afresh from the state of then; unless the shopper has moved on meanwhile (another input bound, other
 * text, a newer held event): then it is dropped, and since the combobox never heard the choice applied, the list is
 * as it was. Code that cannot come is reported once; the text and the input stay as the shopper has them.
 */
import type { ChoiceEffect } from './state.js';

/**
 * The effects the interpreter runs itself: those of typing, a paste and a submit held, which need no code but the
 * core's. Every other effect follows a choice, a check or an offer, or reads or writes the form: it comes with the
 * form's code (late-effects.ts).
 */
const CORE_EFFECTS: ReadonlySet<ChoiceEffect['type']> = new Set<ChoiceEffect['type']>([
  'combobox',
  'extract',
  'report-error',
  'announce',
  'focus-input',
  'hold-submit',
  'release-submit',
]);

/** An effect that comes with the form's code (late-effects.ts). */
export type LateEffect = Exclude<
  ChoiceEffect,
  { type: 'combobox' | 'extract' | 'report-error' | 'announce' | 'focus-input' | 'hold-submit' | 'release-submit' }
>;

/** Whether `effect` comes with the form's code. */
export const isLate = (effect: ChoiceEffect): effect is LateEffect => !CORE_EFFECTS.has(effect.type);

/** Whether any of `effects` needs the form's code: a late one, but for a fill stopped (there is none without it). */
export const needsFormCode = (effects: readonly ChoiceEffect[]): boolean =>
  effects.some((effect) => effect.type !== 'stop-fill' && isLate(effect));

/** The input, as the hold compares it: the same element, with the same text. */
interface TextInput {
  readonly value: string;
}

export interface HoldParts<E, I extends TextInput> {
  /** The form's code, imported once; rejects when it cannot come (the next call tries again). */
  load(): Promise<unknown>;
  /** The input bound now. */
  input(): I | undefined;
  /** Sends the held event again, its code there. */
  resend(event: E): void;
  /** The code did not come: reported, once per held event. */
  failed(error: unknown): void;
}

export class HeldEvent<E, I extends TextInput> {
  readonly #parts: HoldParts<E, I>;
  /** The event held, with the input and its text when it happened; undefined when none is. */
  #held: { event: E; input: I | undefined; text: string } | undefined;

  constructor(parts: HoldParts<E, I>) {
    this.#parts = parts;
  }

  /** Holds `event` until the code has come; a newer event supersedes one still held (the shopper moved on). */
  hold(event: E, input: I | undefined, text: string): void {
    const held = { event, input, text };
    this.#held = held;
    this.#parts.load().then(
      () => {
        if (this.#held !== held) return;
        this.#held = undefined;
        const now = this.#parts.input();
        if (now === input && (now?.value ?? '') === text) this.#parts.resend(event);
      },
      (error: unknown) => {
        if (this.#held !== held) return;
        this.#held = undefined;
        this.#parts.failed(error);
      },
    );
  }

  /** Drops the event held, if any (the form was reset or cleared). */
  drop(): void {
    this.#held = undefined;
  }
}
