// An element follows the form it is in: moved to another form it listens to that form's reset, not the old one's;
// removed from a long-lived form it leaves no listener there (a shop swapping the US and international elements on
// a country change creates and removes them many times).
import { expect, fixture, html } from '@open-wc/testing';
import { waitUntil } from '../../support/wait.js';
import { sendKeys } from '@web/test-runner-commands';
import '../../../src/define.js';
import { BASE, KEY, inputOf, isOpen, optionsOf } from '../../support/element-helpers.js';

/** Counts the listeners added to and removed from `target` while installed, by event type. */
function countListeners(target: EventTarget): { net: (type: string) => number; restore: () => void } {
  const add = target.addEventListener;
  const remove = target.removeEventListener;
  const counts = new Map<string, number>();
  const bump = (type: string, by: number) => counts.set(type, (counts.get(type) ?? 0) + by);
  target.addEventListener = function (this: EventTarget, type: string, ...rest: unknown[]) {
    bump(type, 1);
    return (add as (...args: unknown[]) => void).call(this, type, ...rest);
  } as typeof target.addEventListener;
  target.removeEventListener = function (this: EventTarget, type: string, ...rest: unknown[]) {
    bump(type, -1);
    return (remove as (...args: unknown[]) => void).call(this, type, ...rest);
  } as typeof target.removeEventListener;
  return {
    net: (type) => counts.get(type) ?? 0,
    restore: () => {
      target.addEventListener = add;
      target.removeEventListener = remove;
    },
  };
}

function newElement(): HTMLElement {
  const el = document.createElement('us-address-autocomplete');
  el.setAttribute('embedded-key', KEY);
  el.setAttribute('base-url', BASE);
  el.setAttribute('debounce', '0');
  const input = document.createElement('input');
  input.name = 'street';
  input.autocomplete = 'address-line1';
  el.append(input);
  return el;
}

describe('<us-address-autocomplete> and the form it is in', () => {
  it('moved to another form, it is reset by that form and no longer by the old one', async () => {
    const root = await fixture<HTMLElement>(
      html`<div>
        <form id="a"></form>
        <form id="b"></form>
      </div>`,
    );
    const [a, b] = [root.querySelector<HTMLFormElement>('#a')!, root.querySelector<HTMLFormElement>('#b')!];
    const el = newElement();
    a.append(el);
    await (el as HTMLElement & { updateComplete: Promise<unknown> }).updateComplete;
    b.append(el);
    await waitUntil(() => inputOf(el as never).form === b, 'not moved');

    inputOf(el as never).focus();
    await sendKeys({ type: '1600 Ma' });
    await waitUntil(() => isOpen(el as never) && optionsOf(el as never).length > 0, 'no list');
    a.reset();
    expect(isOpen(el as never), 'the old form reset the element').to.equal(true);
    b.reset();
    await waitUntil(() => !isOpen(el as never), 'the new form did not reset the element');
  });

  it('100 elements created and removed in a long-lived form leave no listener on it', async () => {
    const form = await fixture<HTMLFormElement>(html`<form><input name="city" autocomplete="address-level2" /></form>`);
    const listeners = countListeners(form);
    try {
      for (let cycle = 0; cycle < 100; cycle += 1) {
        const el = newElement() as HTMLElement & { updateComplete: Promise<unknown> };
        form.append(el);
        await el.updateComplete;
        el.remove();
      }
      expect(listeners.net('reset'), 'reset listeners left on the form').to.equal(0);
    } finally {
      listeners.restore();
    }
  });
});
