/**
 * The yardstick for `npm run bench`: the barest Solid page that reads one IndexedDB record and
 * shows it, served offline by a service worker that only caches itself. The app's time to an
 * interactive roster is compared with this page's time to show its record.
 */
import { openDB } from 'idb';
import { createResource, Show } from 'solid-js';
import { render } from 'solid-js/web';

async function readOne(): Promise<string> {
  const db = await openDB('baseline', 1, {
    upgrade(d) {
      d.createObjectStore('kv');
    },
  });
  let value = (await db.get('kv', 'one')) as string | undefined;
  if (value === undefined) {
    value = 'one record';
    await db.put('kv', value, 'one');
  }
  db.close();
  return value;
}

function Page() {
  const [record] = createResource(readOne);
  return (
    <Show when={record()}>
      <p class="record">{record()}</p>
    </Show>
  );
}

const root = document.getElementById('root');
if (root) render(() => <Page />, root);
if ('serviceWorker' in navigator) void navigator.serviceWorker.register('./sw.js');
