/**
 * A proxy in front of the club server for the browser tests (issue 35): it passes every request on,
 * counts them, and can slow each one or hold them unanswered, as a slow or hung server would.
 * The app reaches it as the club server (its own loopback port: the page's connect-src names it).
 */
import { createServer, request as forward, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ProxyRequest {
  method: string;
  /** The path without the query (`/club/_bulk_docs`), the query apart. */
  path: string;
  query: string;
  /** When it arrived and when it was answered, ms since the proxy's `reset()`. */
  at: number;
  ms: number;
}

export interface ClubProxy {
  /** The proxy's root: `http://127.0.0.1:PORT`. */
  base: string;
  /** The requests seen since the last `reset()` (CORS preflights apart). */
  readonly seen: ProxyRequest[];
  /** `pass`, each request slowed by `ms`, or every request held unanswered until `mode` changes. */
  mode(next: { pass: true } | { delay: number } | { hold: true }): void;
  reset(): void;
  stop(): Promise<void>;
}

export async function startClubProxy(target: string): Promise<ClubProxy> {
  const to = new URL(target);
  let current: { pass: true } | { delay: number } | { hold: true } = { pass: true };
  let held: (() => void)[] = [];
  let zero = Date.now();
  const seen: ProxyRequest[] = [];
  const server: Server = createServer((req, res) => {
    const [path = '/', query = ''] = (req.url ?? '/').split('?');
    const entry: ProxyRequest = { method: req.method ?? 'GET', path, query, at: Date.now() - zero, ms: 0 };
    if (req.method !== 'OPTIONS') seen.push(entry);
    const go = () => {
      const out = forward(
        {
          hostname: to.hostname,
          port: to.port,
          path: req.url,
          method: req.method,
          headers: { ...req.headers, host: to.host },
        },
        (answer) => {
          res.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(res);
          answer.on('end', () => {
            entry.ms = Date.now() - zero - entry.at;
          });
        },
      );
      out.on('error', () => res.destroy());
      req.pipe(out);
    };
    // A preflight is never slowed: the browser's own step, not a request of the app's.
    if (req.method === 'OPTIONS' || 'pass' in current) go();
    else if ('delay' in current) setTimeout(go, current.delay);
    else held.push(go);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    base: `http://127.0.0.1:${port}`,
    seen,
    mode(next) {
      current = next;
      if (!('hold' in next)) {
        const waiting = held;
        held = [];
        for (const go of waiting) go();
      }
    },
    reset() {
      seen.length = 0;
      zero = Date.now();
    },
    async stop() {
      held = [];
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** The requests as a table for the test's output: one line each, and how many of each kind. */
export function requestTable(requests: readonly ProxyRequest[]): string {
  const kinds = new Map<string, number>();
  for (const r of requests) {
    const kind = `${r.method} ${r.path.replace(/\/_local\/.*/, '/_local/…').replace(/^\/[^/_][^/]*/, '/DB')}`;
    kinds.set(kind, (kinds.get(kind) ?? 0) + 1);
  }
  return [...kinds].map(([k, n]) => `${String(n).padStart(3)} × ${k}`).join('\n');
}
