/**
 * A polite live region in light DOM. Screen readers announce a change of its text; a repeated message would not
 * change it, so every other announcement carries a trailing no-break space.
 */
export class Announcer {
  #toggle = false;

  constructor(private readonly region: HTMLElement) {
    region.setAttribute('role', 'status');
    region.setAttribute('aria-live', 'polite');
    region.setAttribute('aria-atomic', 'true');
  }

  announce(message: string): void {
    this.#toggle = !this.#toggle;
    this.region.textContent = this.#toggle ? message : `${message}\u00a0`;
  }

  clear(): void {
    this.region.textContent = '';
  }
}
