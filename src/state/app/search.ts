import { createSignal } from 'solid-js';
import type { Searcher } from '../../search';

/**
 * The search index is a build-time file (`search-index.json`) that the service worker precaches.
 * It loads when the Rules screen first opens (SearchPanel), so building it never falls on the roster's
 * first taps.
 */
const [searcher, setSearcher] = createSignal<Searcher>();
const [searchFailed, setSearchFailed] = createSignal(false);

export { searcher, searchFailed };

let started = false;

export function loadSearchIndex(): void {
  if (started) return;
  started = true;
  readIndex().then(
    (loaded) => setSearcher(() => loaded),
    () => {
      started = false; // let a later visit to the Rules screen try again
      setSearchFailed(true);
    },
  );
}

async function readIndex(): Promise<Searcher> {
  const [response, module] = await Promise.all([fetch('./search-index.json'), import('../../search')]);
  if (!response.ok) throw new Error(`search-index.json: HTTP ${response.status}`);
  return module.loadSearch(await response.text());
}
