/**
 * `npm test` beside `npm run serve` (issue 27): with 4173 taken, the browser tests serve the app on
 * ports that are free, and every Playwright process (runner and workers) agrees on them.
 */
import { createServer, type Server } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { e2ePorts } from '../../e2e/support/ports';

const listen = (port: number) =>
  new Promise<Server | undefined>((resolve) => {
    const server = createServer();
    server.once('error', () => resolve(undefined)); // already taken by someone else: taken either way
    server.listen(port, '127.0.0.1', () => resolve(server));
  });
const canListen = async (port: number) => {
  const server = await listen(port);
  await new Promise((r) => server?.close(r) ?? r(undefined));
  return server !== undefined;
};

describe('the browser tests’ ports', () => {
  let serve: Server | undefined;
  // What `npm run serve` holds while a developer shows the app to a phone.
  beforeAll(async () => {
    serve = await listen(4173);
  });
  afterAll(() => new Promise((r) => (serve ? serve.close(r) : r(undefined))));

  it('takes two free ports, not the busy 4173, and writes them down for the workers', async () => {
    const env: Record<string, string | undefined> = {};
    const ports = e2ePorts(env);
    expect(ports.app).not.toBe(4173);
    expect(ports.subPath).not.toBe(4173);
    expect(ports.subPath).not.toBe(ports.app);
    expect(await canListen(ports.app)).toBe(true);
    expect(await canListen(ports.subPath)).toBe(true);
    expect(env).toEqual({ E2E_PORT: String(ports.app), E2E_SUB_PATH_PORT: String(ports.subPath) });
    // A worker reading the config again with the runner's environment gets the same ports.
    expect(e2ePorts({ ...env })).toEqual(ports);
  });

  it('keeps E2E_PORT and the port after it when the environment gives them', () => {
    expect(e2ePorts({ E2E_PORT: '4260' })).toEqual({ app: 4260, subPath: 4261 });
    expect(e2ePorts({ E2E_PORT: '4260', E2E_SUB_PATH_PORT: '4270' })).toEqual({ app: 4260, subPath: 4270 });
  });

  it('refuses a port that is not one, saying which variable', () => {
    expect(() => e2ePorts({ E2E_PORT: '41a' })).toThrow(/E2E_PORT must be a port from 1 to 65535/);
    expect(() => e2ePorts({ E2E_PORT: '70000' })).toThrow(/E2E_PORT/);
  });

  it('the Playwright config serves and browses the app on those ports while 4173 is busy', async () => {
    vi.stubEnv('E2E_PORT', undefined);
    vi.stubEnv('E2E_SUB_PATH_PORT', undefined);
    vi.resetModules();
    try {
      const { default: config, SUB_PATH_PORT } = await import('../../../playwright.config');
      const base = new URL(String(config.use?.baseURL));
      const app = Number(base.port);
      expect(app).not.toBe(4173);
      const servers = [config.webServer].flat();
      expect(servers.map((s) => s?.command)).toEqual([
        expect.stringContaining(`--port ${app} --strictPort`),
        expect.stringContaining(`--port ${SUB_PATH_PORT} --strictPort`),
      ]);
      expect(SUB_PATH_PORT).not.toBe(4173);
      expect(servers.map((s) => s?.url)).toEqual([
        `http://127.0.0.1:${app}/`,
        `http://127.0.0.1:${SUB_PATH_PORT}/grand-battery/`,
      ]);
    } finally {
      vi.unstubAllEnvs();
    }
  });
});
