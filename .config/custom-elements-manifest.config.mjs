// Custom Elements Manifest analyzer config: `npm run build` runs `cem analyze --config` with this file and writes
// dist/custom-elements.json, which IDEs, Storybook and framework wrappers read. It lives in .config/ to keep the top
// level to what docs/contributing/index.md#project-layout lists. test/unit/package/manifest.test.js runs the analyzer with it and checks the result.
//
// The analyzer alone lists everything it can see: #private and protected members, `@internal` reactive state (it
// re-creates it as public from `static properties`, ignoring the tag), an unnamed event per `dispatchEvent(new X())`,
// a `custom-element-definition` named `tag` (the parameter of defineOnce), and the abstract base class as an
// element because it extends LitElement. The plugins below keep the public contract and nothing else. They are
// generic (privacy, `#`, `static`, `@internal`/`@ignore`, `abstract`, the code's own event classes and define
// calls), not lists of names, so the element code can change under them.
//
// Plugin hooks (analyzer 0.11): `analyzePhase` sees every TypeScript node of every module; `packageLinkPhase`
// runs once at the end, after the analyzer's own inheritance step has copied base-class members into subclasses.
// Classes are keyed by name: the class names in src/ are unique.

import { readFileSync } from 'node:fs';
import path from 'node:path';

const packageJson = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'));

/** A valid custom element name: lowercase, starts with a letter, contains a hyphen. */
const CUSTOM_ELEMENT_NAME = /^[a-z][a-z0-9._]*-[a-z0-9._-]*$/;

/** Element-only keys of a class declaration (schema: CustomElementDeclaration). */
const ELEMENT_KEYS = [
  'customElement',
  'tagName',
  'attributes',
  'events',
  'slots',
  'cssParts',
  'cssProperties',
  'cssStates',
];

const classesOf = (manifest) =>
  manifest.modules.flatMap((mod) => (mod.declarations ?? []).filter((declaration) => declaration.kind === 'class'));

const hasTag = (ts, node, ...names) => ts.getJSDocTags(node).some((tag) => names.includes(tag.tagName.text));
const isStatic = (ts, node) =>
  node.modifiers?.some((modifier) => modifier.kind === ts.SyntaxKind.StaticKeyword) ?? false;
const nameOf = (node) => node.name?.getText();
/** `name: { state: true, … }` in Lit's `static properties`. */
const isLitState = (ts, property) =>
  ts.isObjectLiteralExpression(property.initializer) &&
  property.initializer.properties.some(
    (option) => nameOf(option) === 'state' && option.initializer?.kind === ts.SyntaxKind.TrueKeyword,
  );

/**
 * 1. Public members only. Drops members that are private, protected, `#`-named, static, tagged `@internal` (or
 * `@ignore`), or Lit internal state (`state: true` in `static properties`, or `@state()`), and the attributes of
 * dropped fields (`auth-id` of an `@internal` authId). `@internal` and `state` are read from the class's own AST
 * (the analyzer does not honour them on `static properties` entries); members inherited from a base are judged by
 * the base's source.
 */
function publicMembersOnly() {
  const internal = new Map(); // class name → Set of member names tagged @internal/@ignore
  return {
    name: 'address-autocomplete: public members only',
    analyzePhase({ ts, node }) {
      if (!ts.isClassDeclaration(node) || !node.name) return;
      const names = new Set();
      for (const member of node.members) {
        const decorators = ts.canHaveDecorators(member) ? (ts.getDecorators(member) ?? []) : [];
        const stateDecorator = decorators.some((decorator) => /^state\(/.test(decorator.expression.getText()));
        if (hasTag(ts, member, 'internal', 'ignore') || stateDecorator) names.add(nameOf(member));
        if (isStatic(ts, member) && nameOf(member) === 'properties') {
          // `static properties = { … }` or `static get properties() { return { … }; }`
          const visit = (child) => {
            if (ts.isPropertyAssignment(child) && (hasTag(ts, child, 'internal', 'ignore') || isLitState(ts, child))) {
              names.add(nameOf(child));
            }
            ts.forEachChild(child, visit);
          };
          visit(member);
        }
      }
      internal.set(node.name.text, names);
    },
    packageLinkPhase({ customElementsManifest }) {
      for (const declaration of classesOf(customElementsManifest)) {
        const dropped = new Set();
        declaration.members = (declaration.members ?? []).filter((member) => {
          const owner = member.inheritedFrom?.name ?? declaration.name;
          const hidden =
            member.privacy === 'private' ||
            member.privacy === 'protected' ||
            member.name.startsWith('#') ||
            member.static === true ||
            (internal.get(owner)?.has(member.name) ?? false);
          if (hidden) dropped.add(member.name);
          return !hidden;
        });
        if (declaration.attributes) {
          declaration.attributes = declaration.attributes.filter((attribute) => !dropped.has(attribute.fieldName));
        }
      }
    },
  };
}

/**
 * 2. One typed entry per event. The analyzer lists each `@fires` (name, no type) and, separately, each
 * `dispatchEvent(new SomeEvent(…))` whose name it cannot read (type, no name). Keeps the named ones, once each, and
 * types each from the event class whose `static eventName = '…'` (or `super('…', …)`) matches its name.
 */
function typedEvents() {
  const eventClasses = new Map(); // event name → class name
  return {
    name: 'address-autocomplete: typed events',
    analyzePhase({ ts, node }) {
      if (!ts.isClassDeclaration(node) || !node.name) return;
      // `class X extends CustomEvent<Detail>` is written `CustomEvent<Detail>`, the form manifest consumers read (a
      // JSX types generator imports Detail from the package and types `event.detail`); another class by its name.
      const base = node.heritageClauses?.[0]?.types[0];
      const detail = base?.expression.getText() === 'CustomEvent' ? base.typeArguments?.[0]?.getText() : undefined;
      const className = detail ? `CustomEvent<${detail}>` : node.name.text;
      for (const member of node.members) {
        if (
          ts.isPropertyDeclaration(member) &&
          isStatic(ts, member) &&
          nameOf(member) === 'eventName' &&
          member.initializer &&
          ts.isStringLiteralLike(member.initializer)
        ) {
          eventClasses.set(member.initializer.text, className);
        }
        if (ts.isConstructorDeclaration(member)) {
          const visit = (child) => {
            if (
              ts.isCallExpression(child) &&
              child.expression.kind === ts.SyntaxKind.SuperKeyword &&
              child.arguments[0] &&
              ts.isStringLiteralLike(child.arguments[0])
            ) {
              eventClasses.set(child.arguments[0].text, className);
            }
            ts.forEachChild(child, visit);
          };
          visit(member);
        }
      }
    },
    packageLinkPhase({ customElementsManifest }) {
      for (const declaration of classesOf(customElementsManifest)) {
        if (!declaration.events) continue;
        const byName = new Map();
        for (const event of declaration.events) {
          if (!event.name) continue; // an unnamed `dispatchEvent(new X())`: the `@fires` tag names it
          const kept = byName.get(event.name) ?? {};
          byName.set(event.name, { ...event, ...kept });
        }
        declaration.events = [...byName.values()].map((event) =>
          event.type || !eventClasses.has(event.name)
            ? event
            : { ...event, type: { text: eventClasses.get(event.name) } },
        );
      }
    },
  };
}

/**
 * 3. Only defined, concrete classes are elements. An `abstract` class is never an element (it extends LitElement,
 * which is all the analyzer's heuristic looks at); a class is an element when it has a tag (`@tag` JSDoc, or a
 * define call). Definitions come from calls such as `defineOnce('us-address-autocomplete', UsAddressAutocomplete)`
 * or `customElements.define(…)` whose first argument is a custom element name literal; the analyzer's own entry for
 * `customElements.define(tag, constructor)` inside defineOnce (a parameter, not a tag) is dropped.
 */
function realElementsOnly() {
  const abstractClasses = new Set();
  const defineCalls = []; // { module, tagName, className }
  return {
    name: 'address-autocomplete: real elements only',
    analyzePhase({ ts, node, moduleDoc }) {
      if (
        ts.isClassDeclaration(node) &&
        node.name &&
        node.modifiers?.some((modifier) => modifier.kind === ts.SyntaxKind.AbstractKeyword)
      ) {
        abstractClasses.add(node.name.text);
      }
      if (ts.isCallExpression(node) && /define/i.test(node.expression.getText()) && node.arguments.length >= 2) {
        const [tag, klass] = node.arguments;
        if (ts.isStringLiteralLike(tag) && CUSTOM_ELEMENT_NAME.test(tag.text) && ts.isIdentifier(klass)) {
          defineCalls.push({ module: moduleDoc.path, tagName: tag.text, className: klass.text });
        }
      }
    },
    packageLinkPhase({ customElementsManifest }) {
      const classes = new Map();
      for (const mod of customElementsManifest.modules) {
        for (const declaration of mod.declarations ?? []) {
          if (declaration.kind === 'class') classes.set(declaration.name, { declaration, module: mod.path });
        }
      }
      for (const { tagName, className } of defineCalls) {
        const found = classes.get(className)?.declaration;
        if (found && !found.tagName) found.tagName = tagName;
      }
      for (const { declaration } of classes.values()) {
        if (declaration.tagName && !abstractClasses.has(declaration.name)) {
          declaration.customElement = true;
        } else {
          for (const key of ELEMENT_KEYS) Reflect.deleteProperty(declaration, key);
        }
      }
      const isElement = (name) => classes.get(name)?.declaration.customElement === true;
      for (const mod of customElementsManifest.modules) {
        mod.exports = (mod.exports ?? []).filter(
          (entry) =>
            entry.kind !== 'custom-element-definition' ||
            (CUSTOM_ELEMENT_NAME.test(entry.name) && isElement(entry.declaration?.name)),
        );
      }
      for (const { module, tagName, className } of defineCalls) {
        if (!isElement(className)) continue;
        const mod = customElementsManifest.modules.find((candidate) => candidate.path === module);
        if (mod.exports.some((entry) => entry.kind === 'custom-element-definition' && entry.name === tagName)) continue;
        mod.exports.push({
          kind: 'custom-element-definition',
          name: tagName,
          declaration: { name: className, module: classes.get(className).module },
        });
      }
    },
  };
}

/**
 * 4. Only what the package exports. The package entries are package.json's `exports` (./dist/index.js ←
 * src/index.ts, ./dist/define.js ← src/define.ts, and any entry added later). Keeps the declarations those entries
 * re-export (following re-export chains), each in its own module, and drops the rest: module-internal helpers
 * (src/form, the combobox machine, sources, styles…), stray declarations the analyzer keeps (an interface field it
 * read as a variable), and modules left empty. On the way it writes every module reference as the path of a module
 * in this manifest (`./api/errors.js` → `src/api/errors.ts`), so tools can follow them.
 */
function packageExportsOnly(packageJson) {
  const entryFiles = Object.values(packageJson.exports ?? {})
    .map((target) => (typeof target === 'string' ? target : target.default))
    .filter((target) => /^\.\/dist\/.+\.js$/.test(target))
    .flatMap((target) => {
      const name = target.slice('./dist/'.length, -'.js'.length);
      return [`src/${name}.ts`, `src/${name}/index.ts`];
    });
  return {
    name: 'address-autocomplete: package exports only',
    packageLinkPhase({ customElementsManifest }) {
      const modules = new Map(customElementsManifest.modules.map((mod) => [mod.path, mod]));
      const declared = (modulePath, name) =>
        modules.get(modulePath)?.declarations?.some((declaration) => declaration.name === name);
      /** `./x.js` from src/a.ts, `/src/x.js` or `src/x.ts` → `src/x.ts` when that module is in the manifest. */
      const toPath = (from, module) => {
        if (!module || module.startsWith('src/')) return module;
        const joined = module.startsWith('/') ? module.slice(1) : path.posix.join(path.posix.dirname(from), module);
        const asTs = joined.replace(/\.js$/, '.ts');
        return modules.has(asTs) ? asTs : module;
      };
      const fixReference = (from, reference) => {
        if (reference?.module) reference.module = toPath(from, reference.module);
      };
      for (const mod of customElementsManifest.modules) {
        for (const entry of mod.exports ?? []) {
          fixReference(mod.path, entry.declaration);
          // `import { X } from './x.js'; export { X };` comes out as X in this module; point it at X's own module.
          const ref = entry.declaration;
          if (ref?.module === mod.path && !declared(mod.path, ref.name)) {
            const owners = customElementsManifest.modules.filter((other) => declared(other.path, ref.name));
            if (owners.length === 1) ref.module = owners[0].path;
          }
        }
        for (const declaration of mod.declarations ?? []) {
          fixReference(mod.path, declaration.superclass);
          // `extends Error` / `extends CustomEvent` comes out as a class of this module; the schema writes a
          // built-in as package `global:`.
          const superclass = declaration.superclass;
          if (superclass?.module === mod.path && !declared(mod.path, superclass.name)) {
            declaration.superclass = { name: superclass.name, package: 'global:' };
          }
          for (const list of ['members', 'attributes', 'events']) {
            for (const item of declaration[list] ?? []) fixReference(mod.path, item.inheritedFrom);
          }
        }
      }

      const entries = entryFiles.filter((file) => modules.has(file));
      if (entries.length === 0) throw new Error(`no package entry of package.json "exports" found among ${entryFiles}`);
      const kept = new Set(); // "path#name" of declarations the package exports
      const queue = entries.flatMap((file) => modules.get(file).exports ?? []).map((entry) => entry.declaration);
      for (let ref = queue.pop(); ref; ref = queue.pop()) {
        const key = `${ref.module}#${ref.name}`;
        if (kept.has(key)) continue;
        kept.add(key);
        const reexport = modules.get(ref.module)?.exports?.find((entry) => entry.name === ref.name);
        if (reexport && reexport.declaration.module !== ref.module) queue.push(reexport.declaration);
      }
      for (const mod of customElementsManifest.modules) {
        mod.declarations = (mod.declarations ?? []).filter((declaration) =>
          kept.has(`${mod.path}#${declaration.name}`),
        );
        if (!entries.includes(mod.path)) {
          mod.exports = (mod.exports ?? []).filter((entry) => kept.has(`${mod.path}#${entry.name}`));
        }
      }
      customElementsManifest.modules = customElementsManifest.modules.filter(
        (mod) => mod.declarations.length > 0 || mod.exports.length > 0,
      );
    },
  };
}

/**
 * 5. Paths to what ships. The analyzer reads src/*.ts, which is not in the package; every module path and module
 * reference becomes the built file (`src/core/events/address-events.ts` → `dist/core/events/address-events.js`, one output module per source
 * module), so tools that follow them (to import a class, to find its types next to it) find a file.
 */
function shippedPaths() {
  const shipped = (modulePath) =>
    typeof modulePath === 'string' && modulePath.startsWith('src/')
      ? `dist/${modulePath.slice(4).replace(/\.ts$/, '.js')}`
      : modulePath;
  const visit = (value) => {
    if (Array.isArray(value)) return value.forEach(visit);
    if (value === null || typeof value !== 'object') return;
    for (const [key, child] of Object.entries(value)) {
      if ((key === 'path' || key === 'module') && typeof child === 'string') value[key] = shipped(child);
      else visit(child);
    }
  };
  return {
    name: 'address-autocomplete: paths to the shipped files',
    packageLinkPhase({ customElementsManifest }) {
      visit(customElementsManifest.modules);
    },
  };
}

/**
 * 0. Attributes of shared property sets. An element may spread a property set shared with another element into its
 * `static properties` (`...US_PROPERTIES`); the analyzer then knows the attribute (from `@attr`) and the field (from
 * its `declare`) but not that they are one. Each attribute without a field is joined to the public field its name
 * names (kebab → camel, as docs/contributing/index.md#style writes attributes ↔ properties), taking the field's type.
 */
function sharedPropertyAttributes() {
  const camel = (name) => name.replace(/-([a-z0-9])/g, (_match, letter) => letter.toUpperCase());
  return {
    name: 'address-autocomplete: attributes of shared property sets',
    packageLinkPhase({ customElementsManifest }) {
      for (const declaration of classesOf(customElementsManifest)) {
        for (const attribute of declaration.attributes ?? []) {
          if (attribute.fieldName) continue;
          const field = (declaration.members ?? []).find(
            (member) => member.kind === 'field' && !member.static && member.name === camel(attribute.name),
          );
          if (!field) continue;
          attribute.fieldName = field.name;
          if (field.type && !attribute.type) attribute.type = field.type;
          if (field.default !== undefined && attribute.default === undefined) attribute.default = field.default;
          field.attribute ??= attribute.name;
          field.privacy ??= 'public';
        }
      }
    },
  };
}

export default {
  globs: ['src/**/*.ts'],
  outdir: 'dist',
  litelement: true,
  // package.json already names dist/custom-elements.json; the analyzer must not rewrite it (it would, with any
  // other outdir, such as the test's).
  packagejson: false,
  plugins: [
    sharedPropertyAttributes(),
    publicMembersOnly(),
    typedEvents(),
    realElementsOnly(),
    packageExportsOnly(packageJson),
    shippedPaths(),
  ],
};
