/**
 * The built app (dist/) served as `vite preview` serves it, from a free port (never a fixed one: it
 * must not collide with `npm run serve` or the Playwright suite), with a switch that takes it off the
 * network: while offline every request's connection is dropped unanswered, as on a club's Wi-Fi that
 * is gone, so only what the service worker keeps can load.
 */
import { readFile, stat } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, normalize, resolve } from 'node:path';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.wasm': 'application/wasm',
  '.png': 'image/png',
  '.svg': 'image/svg+xml',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
};

export interface AppServer {
  /** `http://127.0.0.1:<port>/` */
  origin: string;
  /** Every request from now on fails (the connection is dropped), or is answered again. */
  setOffline(offline: boolean): void;
  /** Requests answered since the start, by path (what reached the network). */
  requests: string[];
  close(): Promise<void>;
}

export async function serveApp(dir = 'dist'): Promise<AppServer> {
  const root = resolve(dir);
  let offline = false;
  const requests: string[] = [];
  const server: Server = createServer(async (req, res) => {
    const path = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
    if (offline) {
      req.socket.destroy();
      return;
    }
    requests.push(path);
    const file = normalize(join(root, path.endsWith('/') ? `${path}index.html` : path));
    if (!file.startsWith(root)) {
      res.writeHead(403).end();
      return;
    }
    try {
      if (!(await stat(file)).isFile()) throw new Error('not a file');
      const body = await readFile(file);
      res.writeHead(200, {
        'content-type': TYPES[extname(file)] ?? 'application/octet-stream',
        // As a static host serves them: the service worker and the page are checked on each visit.
        // The QR reader is never kept by the browser's HTTP cache: offline, the only copy a scan
        // can use is the one the app keeps itself (src/pwa/reader-cache.ts), which is what is proved.
        'cache-control': /(sw\.js|\.html)$/.test(file)
          ? 'no-cache'
          : /(zxing_reader|decode-worker)-[\w-]+\.(wasm|js)$/.test(file)
            ? 'no-store'
            : 'max-age=3600',
      });
      res.end(body);
    } catch {
      res.writeHead(404, { 'content-type': 'text/plain' }).end('not found');
    }
  });
  // Keep-alive sockets opened while online would otherwise still answer once offline.
  const sockets = new Set<import('node:net').Socket>();
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}/`,
    requests,
    setOffline(next) {
      offline = next;
      if (next) for (const socket of sockets) socket.destroy();
    },
    close: () =>
      new Promise<void>((done) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => done());
      }),
  };
}
