/**
 * When an element builds its configuration again, and what it reports of one: a misconfiguration and the source's
 * warnings once per configuration (not once per keystroke), and each problem found in an answer once.
 */
import { DEV_MODE } from '../../api/dev-mode.js';
import type { AddressError } from '../../api/errors.js';
import type { ReactiveElement } from '@lit/reactive-element';
import { inPageTerms, reportError } from '../events/report-error.js';
import type { Configuration } from './configuration.js';

export class ConfigurationWatch {
  readonly #host: ReactiveElement;
  /** A secret key appeared or went (an attribute or a property). */
  #secretsChanged = false;
  /** Something the configuration reads besides the attributes changed. */
  #stale = false;
  /** What identifies the configuration last reported. */
  #reported: string | undefined;
  /** The answer problems reported for this configuration: each once, not at every keystroke. */
  readonly #answerProblems = new Set<string>();

  constructor(host: ReactiveElement) {
    this.#host = host;
  }

  /** A secret key appeared or went: the configuration is checked again at the next update. */
  secretChanged(): void {
    this.#secretsChanged = true;
    this.#host.requestUpdate();
  }

  /** What the configuration reads besides the attributes changed: a new configuration at the next update. */
  stale(): void {
    this.#stale = true;
    this.#host.requestUpdate();
  }

  /** Whether the next update builds the configuration again (`changed`: an attribute of it changed). */
  due(changed: boolean): boolean {
    return this.#reported === undefined || this.#secretsChanged || this.#stale || changed;
  }

  /** A configuration is being built: nothing is pending, and its answers' problems are new again. */
  begin(): void {
    this.#secretsChanged = false;
    this.#stale = false;
    this.#answerProblems.clear();
  }

  /**
   * Reports what a configuration just built has to say, when `values` identify a new one: the service's warnings
   * (console.warn) and its misconfiguration (console.error and `address-error`). Once per configuration, so that an
   * update for another reason (a keystroke's list) says nothing again.
   */
  report({ source, error }: Configuration, values: unknown[]): void {
    if (!this.#isNew(values)) return;
    const host = this.#host;
    for (const warning of source?.warnings ?? []) console.warn(`<${host.localName}> ${inPageTerms(host, warning)}`);
    if (error) reportError(host, error);
  }

  /** Whether `values` identify a configuration other than the one last reported (which they then are). */
  #isNew(values: unknown[]): boolean {
    // Text in a number attribute is NaN (or ±Infinity), which JSON writes as null, like an unset attribute: kept
    // apart, so that such a value after an unset one is reported.
    const fingerprint = JSON.stringify(values, (_, value: unknown) =>
      typeof value != 'number' || isFinite(value) ? value : `${value}`,
    );
    if (fingerprint === this.#reported) return false;
    this.#reported = fingerprint;
    return true;
  }

  /** What was wrong in an answer that still came: reported once per configuration, the list shown all the same. */
  reportAnswerProblem(problem: AddressError): void {
    if (this.#answerProblems.has(problem.message)) return;
    this.#answerProblems.add(problem.message);
    reportError(this.#host, problem, DEV_MODE ? 'The rest of the answer is listed.' : undefined);
  }
}
