import { defineConfig } from 'vite';
import vue from '@vitejs/plugin-vue';

// Tags with a hyphen are custom elements, not Vue components (Vue's documented setting).
export default defineConfig({
  plugins: [vue({ template: { compilerOptions: { isCustomElement: (tag) => tag.includes('-') } } })],
});
