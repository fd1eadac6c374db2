// What the simulator derives from the packages, kept on disk between Node processes. The US universe (every ZIP's
// record, its cities and ranks) takes about 1.9 s of CPU to build: reading country-state-city and zipcodes, then
// deriving each record; the Node tests start the simulator in some thirty processes. The built structure is plain
// data (arrays, records, Maps, Sets, typed arrays), so V8's serializer writes it whole, shared references included,
// and a process reads it back in about 0.5 s. The file's name is a hash of every simulator source, the data packages'
// versions and V8's: a change to any of them builds it again. It is written under a temporary name and renamed, so
// that no process reads half a file, and the older versions' files are removed; a file that cannot be read or written
// only means building as before.
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, readdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { deserialize, serialize } from 'node:v8';

const require = createRequire(import.meta.url);
const SIMULATOR = fileURLToPath(new URL('../', import.meta.url));
const PACKAGES = ['zipcodes', 'country-state-city', 'i18n-iso-countries', 'japan-postal-code'];
const FOLDER = join(tmpdir(), 'address-autocomplete-simulator');

/** @param {string} folder */
function sources(folder) {
  return readdirSync(folder, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.js'))
    .map((entry) => join(entry.parentPath ?? entry.path, entry.name))
    .sort();
}

/** @type {string | undefined} */
let version;
/** A hash of everything the built data depend on. */
function dataVersion() {
  if (version) return version;
  const hash = createHash('sha256').update(process.versions.v8);
  for (const name of PACKAGES) hash.update(`${name}@${require(`${name}/package.json`).version}`);
  for (const file of sources(SIMULATOR)) hash.update(relative(SIMULATOR, file)).update(readFileSync(file));
  version = hash.digest('hex').slice(0, 16);
  return version;
}

/**
 * `build()`'s result, read from the disk when a process with the same sources built it before.
 * @template T
 * @param {string} name
 * @param {() => T} build
 * @returns {T}
 */
export function keptOnDisk(name, build) {
  const file = join(FOLDER, `${name}-${dataVersion()}.v8`);
  try {
    return deserialize(readFileSync(file));
  } catch {
    // Not built yet, or unreadable: built here.
  }
  const built = build();
  try {
    mkdirSync(FOLDER, { recursive: true });
    const partial = `${file}.${process.pid}`;
    writeFileSync(partial, serialize(built));
    renameSync(partial, file);
    // Older versions of the same data (built before a change to the sources) are not read again.
    for (const old of readdirSync(FOLDER)) {
      if (old.startsWith(`${name}-`) && join(FOLDER, old) !== file) rmSync(join(FOLDER, old), { force: true });
    }
  } catch {
    // A read-only or full disk: the next process builds it too.
  }
  return built;
}
