// The playground's controls, written at build time from dist/custom-elements.json: one per attribute a shop sets by
// hand, of the kind its declared type asks for. The key, the service URLs, `for` and `fields` are the page's own
// wiring, not something to try.
import { readFileSync } from 'node:fs';
import { ELEMENT_TAGS } from '../reference/reference-plugin.mjs';
import { elementOf } from '../reference/manifest-tables.mjs';

export type Control =
  | { attribute: string; description: string; kind: 'boolean' }
  | { attribute: string; description: string; kind: 'choice'; choices: string[] }
  | { attribute: string; description: string; kind: 'number' | 'text' };

export type PlaygroundElements = Record<string, Control[]>;

const MANIFEST = new URL('../../../dist/custom-elements.json', import.meta.url);
/** The page's own wiring: the key, the service URLs (every `*-url`), `for` and `fields`. */
const isWiring = (name: string) =>
  name === 'embedded-key' || name.endsWith('-url') || name === 'for' || name === 'fields';

function controlOf(attribute: { name: string; type?: { text: string }; description?: string }): Control | undefined {
  const type = (attribute.type?.text ?? '').replace(/\s*\|\s*undefined$/, '');
  const description = attribute.description ?? '';
  if (type === 'boolean') return { attribute: attribute.name, description, kind: 'boolean' };
  if (type === 'number') return { attribute: attribute.name, description, kind: 'number' };
  if (type === 'string') return { attribute: attribute.name, description, kind: 'text' };
  const literals = type.split('|').map((part) => /^\s*'([^']*)'\s*$/.exec(part)?.[1]);
  if (literals.length > 1 && literals.every((literal) => literal !== undefined)) {
    return { attribute: attribute.name, description, kind: 'choice', choices: literals as string[] };
  }
  return undefined;
}

export default {
  watchFiles: [MANIFEST.pathname],
  load(): PlaygroundElements {
    const manifest = JSON.parse(readFileSync(MANIFEST, 'utf8'));
    return Object.fromEntries(
      ELEMENT_TAGS.map((tag) => [
        tag,
        (elementOf(manifest, tag).attributes ?? [])
          .filter((attribute: { name: string }) => !isWiring(attribute.name))
          .map(controlOf)
          .filter((control: Control | undefined) => control !== undefined),
      ]),
    );
  },
};
