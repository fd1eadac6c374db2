import { mount } from 'svelte';
import 'address-autocomplete-elements/define';
import App from './App.svelte';

mount(App, { target: document.getElementById('app')! });
