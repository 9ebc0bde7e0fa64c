/**
 * The Vite plugin puts search-index.json into the build output (where the service worker precaches
 * it) and serves the same file in dev; either way the app can load it and find the rules.
 */
import { describe, expect, it } from 'vitest';
import { loadSearch } from '../../../src/search/index';
import { buildSearchIndexJson, SEARCH_INDEX_FILE, searchIndexPlugin } from '../../../src/search/vite-plugin';

interface Emitted {
  type: string;
  fileName: string;
  source: string;
}

type Handler = (req: unknown, res: FakeResponse, next: (err?: unknown) => void) => void;

class FakeResponse {
  headers: Record<string, string> = {};
  body = '';
  done: Promise<void>;
  private resolve!: () => void;
  constructor() {
    this.done = new Promise((r) => {
      this.resolve = r;
    });
  }
  setHeader(name: string, value: string) {
    this.headers[name.toLowerCase()] = value;
  }
  end(body: string) {
    this.body = body;
    this.resolve();
  }
}

function hook<T>(h: unknown): T {
  // Vite hooks may be a function or { handler }; ours are plain functions.
  return (typeof h === 'function' ? h : (h as { handler: T }).handler) as T;
}

describe('searchIndexPlugin', () => {
  it('emits search-index.json into the bundle, loadable and searchable', () => {
    const emitted: Emitted[] = [];
    const generateBundle = hook<(this: { emitFile(f: Emitted): string }) => void>(
      searchIndexPlugin().generateBundle,
    );
    generateBundle.call({
      emitFile: (f) => {
        emitted.push(f);
        return 'ref';
      },
    });
    expect(emitted).toHaveLength(1);
    expect(emitted[0]?.fileName).toBe(SEARCH_INDEX_FILE);
    expect(emitted[0]?.type).toBe('asset');
    const searcher = loadSearch(emitted[0]?.source ?? '');
    expect(searcher.search('картечь', 3).map((r) => r.clauseId)).toContain('artillery.restrictions.A');
  });

  it('serves the same index at /search-index.json in dev', async () => {
    let mounted: { path: string; handler: Handler } | undefined;
    const server = {
      middlewares: {
        use: (path: string, handler: Handler) => {
          mounted = { path, handler };
        },
      },
      ssrLoadModule: async (url: string) => {
        expect(url).toBe('/src/search/vite-plugin.ts');
        return { buildSearchIndexJson };
      },
    };
    hook<(s: typeof server) => void>(searchIndexPlugin().configureServer)(server);
    expect(mounted?.path).toBe('/search-index.json');
    const res = new FakeResponse();
    mounted?.handler({}, res, (err) => {
      throw err;
    });
    await res.done;
    expect(res.headers['content-type']).toContain('application/json');
    expect(res.body).toBe(buildSearchIndexJson());
  });

  it('builds the same file every time (pure, cache-friendly)', () => {
    expect(buildSearchIndexJson()).toBe(buildSearchIndexJson());
  });
});
