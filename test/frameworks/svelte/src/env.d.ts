/// <reference types="address-autocomplete-elements/svelte" />
