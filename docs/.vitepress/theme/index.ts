// The site's theme: VitePress's default theme, with the live examples and the playground, which put the package's
// own elements on the page (against the simulator running in the reader's browser).
import type { Theme } from 'vitepress';
import DefaultTheme from 'vitepress/theme';
import AddressPlayground from './AddressPlayground.vue';
import LiveExample from './LiveExample.vue';
import './custom.css';

export default {
  extends: DefaultTheme,
  enhanceApp({ app }) {
    app.component('LiveExample', LiveExample);
    app.component('AddressPlayground', AddressPlayground);
  },
} satisfies Theme;
