// The demo page's labels read as one line of text above their control: a label is a grid (text above, control
// below), so its text must be one grid item. The language label's text had a <code>lang</code> in it, which made the
// code a grid item of its own, on a line by itself between "(the page's" and ")".
import { expect } from '@open-wc/testing';
import { closeDemo, openDemo } from '../../support/demo-page.js';

describe("the demo page's labels", function () {
  this.timeout(60000);

  it('keep code inside their text: the language label names `lang` on the line of its words', async () => {
    const page = await openDemo();
    try {
      const select = page.doc.querySelector<HTMLSelectElement>('#language')!;
      const label = select.closest('label')!;
      const code = label.querySelector('code')!;
      const words = page.doc.createRange();
      words.selectNodeContents(label);
      words.setEndBefore(code);
      const lastLine = [...words.getClientRects()].at(-1)!;
      const codeBox = code.getBoundingClientRect();
      // On one line, the code starts where the words end, on the same line box.
      expect(codeBox.top).to.be.lessThan(lastLine.bottom, 'the code is on a line below the words');
      expect(codeBox.left).to.be.at.least(lastLine.right - 1, 'the code is not after the words');
    } finally {
      closeDemo(page);
    }
  });
});
