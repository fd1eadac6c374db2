/**
 * Speaks through a polite live region (`role="status"`, rendered by the popup). Screen readers announce a change of
 * its text; a repeated message would not change it, so every other announcement carries a trailing no-break space.
 */
export class Announcer {
  #toggle = false;

  constructor(private readonly region: HTMLElement) {}

  announce(message: string): void {
    this.#toggle = !this.#toggle;
    this.region.textContent = this.#toggle ? message : `${message}\u00a0`;
  }

  clear(): void {
    this.region.textContent = '';
  }
}
