import { bootstrapApplication } from '@angular/platform-browser';
import { provideZonelessChangeDetection } from '@angular/core';
import 'address-autocomplete-elements/define';
import { App } from './app/app';

bootstrapApplication(App, { providers: [provideZonelessChangeDetection()] }).catch((error: unknown) =>
  console.error(error),
);
