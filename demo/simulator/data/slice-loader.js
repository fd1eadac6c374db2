// Fetches the data slices a request needs into a preloaded source (preloaded.js), each at most once at a time: a
// slice being fetched is awaited by every request that needs it, and one that failed is fetched again next time.
import { sliceFile } from './slices.js';

/**
 * @param {URL} dataUrl the directory the slice files are served from (ends with "/")
 * @param {ReturnType<typeof import('./preloaded.js').createPreloadedSource>} preloaded
 * @param {typeof fetch} [fetchFile]
 * @returns {(slices: string[]) => Promise<void>}
 */
export function createSliceLoader(dataUrl, preloaded, fetchFile = fetch) {
  /** @type {Map<string, Promise<void>>} */
  const pending = new Map();

  /** @param {string} slice */
  async function fetchSlice(slice) {
    const response = await fetchFile(new URL(sliceFile(slice), dataUrl));
    if (!response.ok) throw new Error(`The simulator data ${sliceFile(slice)} answered ${response.status}.`);
    preloaded.add(slice, await response.json());
  }

  /** @param {string} slice */
  function load(slice) {
    if (preloaded.has(slice)) return Promise.resolve();
    let loading = pending.get(slice);
    if (!loading) {
      loading = fetchSlice(slice).finally(() => pending.delete(slice));
      pending.set(slice, loading);
    }
    return loading;
  }

  return async (slices) => {
    await Promise.all(slices.map(load));
  };
}
