/**
 * The choice as the element's core sees it: the page's view of it (validity, `data-verified`), the form's submit
 * checkpoint, `check()`, and the interpreter of the choice machine (controller.ts) once its code is here. With the
 * loader, that code comes with the form's, two frames after the first list (core/features/form-work.ts), so the core
 * the shopper waits for carries none of the machine. Until then this stand-in keeps what typing and the service's
 * answers leave (the text touched, why it stands unverified: all `require-verified` reads before a choice), holds
 * every other event for the code, fetching it at once (held-event.ts), and holds a submit for it too, never past
 * `submit-timeout`. The machine then starts from what was kept, and the held events are sent to it in order.
 */
import { DEV_MODE } from '../../api/dev-mode.js';
import type { ReactiveElement } from '@lit/reactive-element';
import type { AddressError } from '../../api/errors.js';
import type { AddressCheck } from '../events/address-events.js';
import { reportError } from '../events/report-error.js';
import type { ServiceOption } from '../lookup/address-service.js';
import { formWork, prefetchFormWork } from '../features/form-work.js';
import { ON_DEMAND } from '../features/on-demand.js';
import { pageCheckCode } from '../features/page-check.js';
import type { ChoiceParts } from './choice-parts.js';
import type { ChoiceController } from './controller.js';
import { beforeChoice } from './before-choice.js';
import { HeldEvents } from './held-event.js';
import type { PageChecks } from './page-checks.js';
import { INITIAL_CHOICE_STATE, pasteToExtract, type ChoiceState, type SentEvent } from './state.js';
import type { SubmitCheckpoint } from './submit-checkpoint.js';
import { ChoiceValidity } from './validity.js';

/** The choice machine's interpreter and the form's code (core/choice/form-work.ts): with the loader, a chunk. */
type FormWork = NonNullable<typeof formWork.loaded>;

/** What is left standing when the code does not come, in the console message. */
const TEXT_STANDS = DEV_MODE
  ? 'Nothing was written: the text stands as the shopper has it, and the next choice fetches the code again.'
  : undefined;

export class ChoiceFront {
  readonly validity: ChoiceValidity;
  readonly #host: ReactiveElement;
  readonly #parts: ChoiceParts;
  readonly #checkpoint: SubmitCheckpoint | undefined;
  #controller: ChoiceController | undefined;
  /** Before the interpreter: what the events of typing and the service's answers left (see `send`). */
  #early: ChoiceState = INITIAL_CHOICE_STATE;
  /** The events waiting for the interpreter's code, with the loader. */
  #held: HeldEvents<SentEvent, HTMLInputElement> | undefined;
  /** A submit held for the interpreter's code, while it is on its way (#submittedBeforeCode). */
  #awaitingCode: object | undefined;
  /** The page's `check()` calls, once one was made. */
  #pageChecks: PageChecks | undefined;

  constructor(host: ReactiveElement, parts: ChoiceParts) {
    this.#host = host;
    this.#parts = parts;
    const { binding, session } = parts;
    this.validity = new ChoiceValidity(host, () => binding.input);
    this.#checkpoint = parts.checkpoint?.({
      input: () => binding.input,
      submitted: (input) => {
        const controller = this.#live();
        if (controller) controller.submitted(input);
        else this.#submittedBeforeCode(input);
      },
      timedOut: () => (this.#awaitingCode ? this.#releaseAwaited() : this.#live()?.send({ type: 'SubmitTimedOut' })),
      ceiling: () => parts.settings.submitTimeout(),
      after: session.after.bind(session),
    });
    host.addController({ hostConnected: () => this.inputChanged(), hostDisconnected: () => this.inputChanged() });
  }

  get state(): ChoiceState {
    return this.#live()?.state ?? this.#early;
  }

  /** Whether `option` is one the machine offered (its answer, then); none is before its code has come. */
  offered(option: ServiceOption): boolean {
    return this.#live()?.offered(option) ?? false;
  }

  send(sent: SentEvent): void {
    const controller = this.#live();
    // Written so that the builds where ON_DEMAND is false (core/features/on-demand.ts), whose interpreter is always
    // here, leave the rest out.
    if (controller || !ON_DEMAND) return controller?.send(sent);
    const input = this.#parts.binding.input;
    const { state, waits } = beforeChoice(this.#early, sent);
    this.#early = state;
    this.validity.sync(state);
    // The service's answer to typing is the shopper's list: the code is fetched once it is shown, for their choice.
    // A failure too: the text then stands unverified, and a commit tells the page so.
    if (sent.type === 'Answered') prefetchFormWork();
    if (sent.type === 'Forgotten') this.#held?.drop();
    // A paste for the shop's extract route is posted now, as the machine will ask: it answers the machine's then.
    const { session, settings } = this.#parts;
    const pasted = sent.type === 'Replaced' ? pasteToExtract(session, sent.by, sent.pasted) : undefined;
    if (pasted !== undefined && settings.usable()) void session.extractor?.extract(pasted);
    if (!waits) return;
    this.#held ??= new HeldEvents({
      load: () => formWork.load(),
      input: () => this.#parts.binding.input,
      resend: (event) => this.send(event),
      failed: (error) => reportError(this.#host, error as AddressError, TEXT_STANDS),
    });
    this.#held.hold(sent, input, input?.value ?? '');
  }

  /** See PageChecks.ask; code that cannot come answers unverified (`unavailable`, `network`). */
  check(): Promise<AddressCheck> {
    const { binding, settings } = this.#parts;
    return Promise.all([pageCheckCode.load(), formWork.load()]).then(
      ([code, form]) => (this.#pageChecks ??= new code.PageChecks(this.#made(form), { ...this.#parts, form })).ask(),
      () => {
        // Without the form's code, the fields cannot be read: the input's text, and the country known.
        const address = formWork.loaded?.formAddress(binding.input, settings.country()) ?? {
          line1: binding.input?.value.trim() ?? '',
          line2: '',
          city: '',
          region: '',
          postalCode: '',
          country: settings.country(),
        };
        return { status: 'unverified', address, reason: 'unavailable', code: 'network' };
      },
    );
  }

  /** The input was bound or let go: the form's submits and events are heard for the input bound now. */
  inputChanged(): void {
    const input = this.#parts.binding.input;
    this.#checkpoint?.watch(this.#host.isConnected && input ? input.getRootNode() : undefined);
    this.#live()?.inputChanged();
  }

  /** The interpreter, made at the first need once its code is here; undefined before. */
  #live(): ChoiceController | undefined {
    const work = formWork.loaded;
    return work && this.#made(work);
  }

  #made(work: FormWork): ChoiceController {
    return (this.#controller ??= new work.ChoiceController(this.#host, this.#parts, {
      state: this.#early,
      checkpoint: this.#checkpoint,
      changed: (state) => (this.validity.sync(state), this.#pageChecks?.settle()),
    }));
  }

  /**
   * A submit before the interpreter's code has come (with the loader, before the shopper's first list): held for the
   * code, within the ceiling, so that an event held for it (`unverified-address` at a commit) reaches the page before
   * the submit does; then decided as any submit. Code that cannot come, or the ceiling, lets it go on as the shopper
   * made it (fail open).
   */
  #submittedBeforeCode(input: HTMLInputElement): void {
    const checkpoint = this.#checkpoint;
    checkpoint?.hold();
    const awaited = (this.#awaitingCode = {});
    formWork.load().then(
      (work) => {
        if (this.#awaitingCode !== awaited) return;
        this.#awaitingCode = undefined;
        const controller = this.#made(work);
        controller.submitted(input);
        // The machine holds it on (a check), or had nothing to hold it for: then it goes on now.
        if (!controller.state.submitting) checkpoint?.release();
      },
      () => this.#awaitingCode === awaited && this.#releaseAwaited(),
    );
  }

  #releaseAwaited(): void {
    this.#awaitingCode = undefined;
    this.#checkpoint?.release();
  }
}
