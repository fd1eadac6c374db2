import { createApp } from 'vue';
import 'address-autocomplete-elements/define';
import App from './App.vue';

createApp(App).mount('#app');
