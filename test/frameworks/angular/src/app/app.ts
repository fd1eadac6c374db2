// An Angular checkout form as an app would write it: `[attr.embedded-key]` (interpolating `embedded-key="{{key}}"`
// would set a property of that name instead), the `strings` property, both events, a view child, and an
// ngModel-bound city field that the element fills (Angular's own state must follow).
import { CUSTOM_ELEMENTS_SCHEMA, Component, ElementRef, signal, viewChild, type AfterViewInit } from '@angular/core';
import { FormsModule } from '@angular/forms';
import type { AddressErrorEvent, UsAddressAutocomplete, VerifiedAddressEvent } from 'address-autocomplete-elements';

@Component({
  selector: 'app-root',
  imports: [FormsModule],
  schemas: [CUSTOM_ELEMENTS_SCHEMA],
  template: `
    <form>
      <us-address-autocomplete
        #element
        [attr.embedded-key]="key"
        base-url="/us-autocomplete"
        max-results="5"
        [strings]="strings"
        (verified-address)="onChosen($event)"
        (address-error)="onError($event)"
      >
        <input name="address1" autocomplete="address-line1" aria-label="Street" />
      </us-address-autocomplete>
      <input name="city" autocomplete="address-level2" aria-label="City" [(ngModel)]="city" />
      <output id="chosen">{{ chosen() }}</output>
      <output id="city">{{ city }}</output>
      <output id="errors">{{ errors().join(',') }}</output>
      <output id="wrapped">{{ wrapped() }}</output>
    </form>
  `,
})
export class App implements AfterViewInit {
  readonly key = 'demo-embedded-key';
  readonly strings = { listLabel: 'Street suggestions (Angular)' };
  readonly element = viewChild.required<ElementRef<UsAddressAutocomplete>>('element');
  city = '';
  readonly chosen = signal('');
  readonly errors = signal<string[]>([]);
  readonly wrapped = signal('');

  ngAfterViewInit(): void {
    // Angular appends the input after the element is connected; the element adopts it in a microtask.
    queueMicrotask(() => this.wrapped.set(this.element().nativeElement.inputElement?.name ?? ''));
  }

  onChosen(event: Event): void {
    const { address } = (event as VerifiedAddressEvent).detail;
    this.chosen.set(`${[address.line1, address.line2].filter(Boolean).join(' ')}, ${address.city}`);
  }

  onError(event: Event): void {
    this.errors.update((list) => [...list, (event as AddressErrorEvent).detail.code]);
  }
}
