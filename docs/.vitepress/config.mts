// The documentation site (VitePress): `npm run docs` serves it while writing, `npm run docs:build` writes plain static
// files to site/. Each element's reference is expanded at build time from dist/custom-elements.json and the package's
// declaration files (reference/), and the live examples run the local simulator in the reader's browser.
import { defineConfig } from 'vitepress';
import { ELEMENT_TAGS, prepareReference, referencePlugin } from './reference/reference-plugin.mjs';
import { simulatorWorker } from './simulator-plugin.mjs';

await prepareReference();

export default defineConfig({
  title: 'Address autocomplete elements',
  description: 'Accessible, embeddable address autocomplete custom elements for US and international checkout forms.',
  lang: 'en-US',
  outDir: '../site',
  cleanUrls: false,
  lastUpdated: false,
  // The screenshots and notes kept beside the pages are part of the site; the repository's README is not.
  srcExclude: ['**/README.md'],
  head: [['link', { rel: 'icon', href: '/favicon.svg' }]],
  markdown: {
    config: (md) => md.use(referencePlugin),
    // The high-contrast GitHub themes: the default ones' token colours fall below 4.5:1 on the code background.
    theme: { light: 'github-light-high-contrast', dark: 'github-dark-high-contrast' },
  },
  // The simulator's service worker and its data slices, at the site's root (simulator-plugin.mjs).
  vite: { plugins: [simulatorWorker()] },
  vue: {
    template: {
      // The package's own elements are custom elements, not Vue components.
      compilerOptions: { isCustomElement: (tag) => ELEMENT_TAGS.includes(tag) },
    },
  },
  themeConfig: {
    // The button's accessible name is its visible text (axe's label-content-name-mismatch).
    search: {
      provider: 'local',
      options: { translations: { button: { buttonText: 'Search', buttonAriaLabel: 'Search' } } },
    },
    nav: [
      { text: 'Getting started', link: '/getting-started' },
      { text: 'Elements', link: '/elements/us-address-autocomplete' },
      { text: 'Guides', link: '/guides/adding-to-a-shop' },
      { text: 'Server', link: '/server/' },
      { text: 'Playground', link: '/playground' },
    ],
    sidebar: [
      {
        text: 'Introduction',
        items: [
          { text: 'Getting started', link: '/getting-started' },
          { text: 'Playground', link: '/playground' },
        ],
      },
      {
        text: 'Elements',
        // Sidebar texts are HTML: the tag's brackets are escaped, or the link would hold an empty element.
        items: ELEMENT_TAGS.map((tag) => ({ text: `&lt;${tag}&gt;`, link: `/elements/${tag}` })),
      },
      {
        text: 'Guides',
        items: [
          { text: 'Adding it to a shop', link: '/guides/adding-to-a-shop' },
          { text: 'Verification and validity', link: '/guides/verification' },
          { text: 'Autofill and paste', link: '/guides/autofill-and-paste' },
          { text: 'The whole form is the address', link: '/guides/whole-form' },
          { text: 'Languages', link: '/guides/languages' },
          { text: 'Right to left and input methods', link: '/guides/right-to-left-and-input-methods' },
          { text: 'Styling and theming', link: '/guides/styling' },
          { text: 'Security: CSP, Trusted Types, keys', link: '/guides/security' },
          { text: 'Frameworks and server rendering', link: '/guides/frameworks' },
          { text: 'The fetch layer', link: '/guides/fetch-layer' },
          { text: 'How it works', link: '/guides/how-it-works' },
          { text: 'Errors and troubleshooting', link: '/guides/errors' },
        ],
      },
      {
        text: 'On your server',
        items: [
          { text: 'Verify on submit', link: '/server/' },
          { text: 'The address handler', link: '/server/handler' },
          { text: 'The local simulator', link: '/server/simulator' },
        ],
      },
      {
        text: 'Performance and reliability',
        items: [
          { text: 'Performance', link: '/performance/' },
          { text: 'Reliability', link: '/reliability/' },
        ],
      },
      {
        text: 'Contributing',
        items: [
          { text: 'Architecture', link: '/contributing/' },
          { text: 'Testing', link: '/contributing/testing' },
        ],
      },
    ],
    outline: { level: [2, 3] },
  },
});
