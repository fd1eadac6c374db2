// The window's size and media features, in every engine the suite runs in (test/support/engines/commands-plugin.js).
// Same payloads as @web/test-runner-commands' setViewport and emulateMedia, which serve Playwright only.
import { executeServerCommand } from '@web/test-runner-commands';

export interface Viewport {
  width: number;
  height: number;
}

export interface Media {
  colorScheme?: 'light' | 'dark' | 'no-preference';
  reducedMotion?: 'reduce' | 'no-preference';
  forcedColors?: 'active' | 'none';
}

/** Sizes the page's viewport (CSS pixels). */
export async function setViewport(viewport: Viewport): Promise<void> {
  await executeServerCommand('engine-set-viewport', viewport);
}

/** Emulates the user's media preferences; rejects in an engine whose launcher cannot. */
export async function emulateMedia(media: Media): Promise<void> {
  await executeServerCommand('engine-emulate-media', media);
}

/** Whether `emulateMedia({ forcedColors: 'active' })` can work in this engine (WebKitGTK 2.50 has no forced colours). */
export async function canForceColors(): Promise<boolean> {
  return (await executeServerCommand<boolean, undefined>('engine-can-force-colors')) === true;
}

/** Chromium's counts of live objects (DevTools protocol `Memory.getDOMCounters`), after a forced garbage collection. */
export interface DomCounters {
  documents: number;
  nodes: number;
  jsEventListeners: number;
}

/** The DOM counters after a forced GC in Chromium; undefined in Firefox and WebKit, which have no such counters. */
export async function domCounters(): Promise<DomCounters | undefined> {
  return (await executeServerCommand<DomCounters | false, undefined>('engine-dom-counters')) || undefined;
}

/**
 * Browser zoom (Ctrl +) of a `width` × `height` window by `factor` (1 undoes it): Chromium only, through DevTools (the
 * CSS viewport divided by the factor, devicePixelRatio multiplied by it). False in Firefox and WebKit, which cannot.
 */
export async function emulateBrowserZoom(factor: number, window: Viewport): Promise<boolean> {
  return (await executeServerCommand<boolean, object>('engine-browser-zoom', { factor, ...window })) === true;
}

/** One step of an input-method composition (test/support/engines/ime.js). */
export type ImeStep =
  | { compose: string; selectionStart?: number; selectionEnd?: number }
  | { commit: string }
  | { key: Record<string, unknown> };

/**
 * Drives a real IME composition on the focused input: Chromium only, through DevTools (`Input.imeSetComposition`,
 * `Input.insertText`). False in Firefox and WebKit, which have no such protocol here.
 */
export async function imeStep(step: ImeStep): Promise<boolean> {
  return (await executeServerCommand<boolean, ImeStep>('engine-ime', step)) === true;
}
