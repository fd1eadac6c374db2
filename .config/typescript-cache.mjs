// TypeScript for the Node tests, compiled once by esbuild and kept on disk: the hooks (typescript-hooks.mjs) read a
// module's JavaScript from here, so a test process starts no compiler (tsx cost each of the 136 test processes about
// 0.4 s of CPU before its first test: its own modules and an esbuild service per process). An entry is named by a
// hash of the file's path, its text and the compiler's version and options: an edited file is a new entry, and
// nothing is ever stale. `node .config/typescript-cache.mjs src test` fills the cache before a run, in one process; a
// file missing from it is compiled where it is asked for.
import { createHash } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const require = createRequire(import.meta.url);
const CACHE = path.join(os.tmpdir(), 'address-autocomplete-typescript');
/** As tsconfig.json compiles them: class fields defined, type-only imports erased as written. */
const OPTIONS = {
  loader: 'ts',
  format: 'esm',
  target: 'node20',
  sourcemap: 'inline',
  tsconfigRaw: { compilerOptions: { useDefineForClassFields: true, verbatimModuleSyntax: true } },
};
const COMPILER = `esbuild ${require('esbuild/package.json').version} ${JSON.stringify(OPTIONS)}`;

function entryOf(file, source) {
  const key = createHash('sha256').update(COMPILER).update('\0').update(file).update('\0').update(source).digest('hex');
  return path.join(CACHE, `${key.slice(0, 40)}.js`);
}

/** esbuild, loaded on the first compile: a process whose files are all in the cache never loads it. */
let esbuild;

async function compile(file, source) {
  esbuild ??= require('esbuild');
  const { code } = await esbuild.transform(source, { ...OPTIONS, sourcefile: pathToFileURL(file).href });
  return code;
}

/** Written under a name of its own, then renamed: two processes writing one entry never leave half of it. */
function keep(entry, code) {
  try {
    mkdirSync(CACHE, { recursive: true });
    const partial = `${entry}.${process.pid}.partial`;
    writeFileSync(partial, code);
    renameSync(partial, entry);
  } catch {
    // A cache that cannot be written only costs the next process a compile.
  }
}

/** The JavaScript of one TypeScript file: from the cache, or compiled now and kept. */
export async function javascriptOf(file) {
  return (await entryFor(file)).code;
}

async function entryFor(file) {
  const source = readFileSync(file, 'utf8');
  const entry = entryOf(file, source);
  try {
    return { entry, code: readFileSync(entry, 'utf8') };
  } catch {
    const code = await compile(file, source);
    keep(entry, code);
    return { entry, code };
  }
}

function* typescriptFiles(dir) {
  for (const item of readdirSync(dir, { withFileTypes: true })) {
    if (item.name === 'node_modules' || item.name.startsWith('.')) continue;
    const file = path.join(dir, item.name);
    if (item.isDirectory()) yield* typescriptFiles(file);
    else if (item.name.endsWith('.ts') && !item.name.endsWith('.d.ts')) yield file;
  }
}

/**
 * Fills the cache with every TypeScript file under the folders given, in one process and one esbuild service. Entries
 * of older texts are removed after a week (another clone's, or a branch's, are then compiled again when asked for).
 */
async function fill(dirs) {
  const files = dirs.flatMap((dir) => [...typescriptFiles(path.resolve(dir))]);
  const current = new Set((await Promise.all(files.map(entryFor))).map(({ entry }) => path.basename(entry)));
  // Its service would keep this process alive.
  esbuild?.stop();
  const weekAgo = Date.now() - 7 * 24 * 3600 * 1000;
  let names = [];
  try {
    names = readdirSync(CACHE);
  } catch {
    // No cache could be written: every process compiles what it loads.
  }
  for (const name of names) {
    const entry = path.join(CACHE, name);
    if (!current.has(name) && statSync(entry, { throwIfNoEntry: false })?.mtimeMs < weekAgo)
      rmSync(entry, { force: true });
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  await fill(process.argv.slice(2));
}
