// One plan per choice (src/core/choice/form-watch.ts): the plan made for `verified-address`'s forecast is the one the
// fill writes, unless the page changed the form's fields while it had its say. These are the changes that make the fill plan
// afresh, and the ones that do not (the element's own popup, the input's ARIA attributes, nothing at all).
import { expect, fixture, html } from '@open-wc/testing';
import { watchForm } from '../../../src/core/choice/form-watch.js';

async function checkout() {
  const form = await fixture<HTMLFormElement>(html`
    <form>
      <div class="host">
        <input name="street" autocomplete="address-line1" />
        <ul class="popup"></ul>
      </div>
      <input name="city" autocomplete="address-level2" />
      <select name="state" autocomplete="address-level1">
        <option value="">State</option>
        <option value="CA">California</option>
      </select>
      <input name="zip" autocomplete="postal-code" />
    </form>
  `);
  const input = form.querySelector<HTMLInputElement>('[name=street]')!;
  const host = form.querySelector('.host')!;
  return { form, input, host, watch: () => watchForm(input, host) };
}

describe('watchPlannedForm', () => {
  it('says the form is as planned when nothing changed', async () => {
    const { watch } = await checkout();
    expect(watch()()).to.equal(false);
  });

  it("ignores the element's own changes: its popup and the input's attributes", async () => {
    const { input, host, watch } = await checkout();
    const changed = watch();
    host.querySelector('.popup')!.append(document.createElement('li'));
    input.setAttribute('aria-expanded', 'false');
    expect(changed()).to.equal(false);
  });

  it('sees an option the page adds to a select', async () => {
    const { form, watch } = await checkout();
    const changed = watch();
    form.querySelector('select')!.add(new Option('Illinois', 'IL'));
    expect(changed()).to.equal(true);
  });

  it('does not count a value the page writes: the fill writes its own over it', async () => {
    const { form, watch } = await checkout();
    const changed = watch();
    form.querySelector<HTMLInputElement>('[name=city]')!.value = 'Chicago';
    expect(changed()).to.equal(false);
  });

  it('sees a field the page disables', async () => {
    const { form, watch } = await checkout();
    const changed = watch();
    form.querySelector<HTMLInputElement>('[name=zip]')!.disabled = true;
    expect(changed()).to.equal(true);
  });

  it('stops watching once asked', async () => {
    const { form, watch } = await checkout();
    const changed = watch();
    expect(changed()).to.equal(false);
    form.querySelector('select')!.add(new Option('Illinois', 'IL'));
    // Asked once: the observer is gone, its records with it.
    expect(changed()).to.equal(false);
  });
});
