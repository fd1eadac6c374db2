import { expect } from '@open-wc/testing';
import { defineOnce } from '../../../src/core/element/define-once.js';

describe('defineOnce', () => {
  it('defines a tag the first time and ignores a second copy instead of throwing', () => {
    class First extends HTMLElement {}
    class Second extends HTMLElement {}
    defineOnce('define-once-probe', First);
    expect(() => defineOnce('define-once-probe', Second)).not.to.throw();
    expect(customElements.get('define-once-probe')).to.equal(First);
  });
});
