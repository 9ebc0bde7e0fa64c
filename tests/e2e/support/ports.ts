/**
 * The ports the browser tests serve the app on (issue 27). E2E_PORT, when set, is the app's port and
 * the next one the sub-path copy's (what developers sharing a machine pass today). Otherwise two ports
 * the system says are free, so `npm test` runs beside `npm run serve` (4173) or anything else.
 *
 * Playwright reads its config in the runner and again in every worker: the ports chosen are written
 * back into the environment (which the workers inherit), so every process agrees on them.
 */
import { execFileSync } from 'node:child_process';

export interface E2ePorts {
  readonly app: number;
  /** The same build under a sub-path, as GitHub Pages serves it. */
  readonly subPath: number;
}

type Env = Record<string, string | undefined>;

/** Two distinct ports free right now, asked of the system (port 0) in a child Node: synchronous. */
export function freePorts(): [number, number] {
  const script = `
    const net = require('node:net');
    const open = () => new Promise((resolve, reject) => {
      const server = net.createServer();
      server.once('error', reject);
      server.listen(0, '127.0.0.1', () => resolve(server));
    });
    Promise.all([open(), open()]).then((servers) => {
      const ports = servers.map((s) => s.address().port);
      Promise.all(servers.map((s) => new Promise((r) => s.close(r)))).then(() => console.log(ports.join(' ')));
    });`;
  const [a, b] = execFileSync(process.execPath, ['-e', script], { encoding: 'utf8' })
    .trim()
    .split(' ')
    .map(Number);
  if (!a || !b || a === b) throw new Error(`Could not find two free ports (got "${a} ${b}")`);
  return [a, b];
}

const port = (text: string | undefined, name: string): number | undefined => {
  if (text === undefined || text === '') return undefined;
  const n = Number(text);
  if (!Number.isInteger(n) || n < 1 || n > 65_535)
    throw new Error(`${name} must be a port from 1 to 65535 (it is '${text}')`);
  return n;
};

/** The app's and the sub-path copy's ports, chosen once per run (see the top of the file). */
export function e2ePorts(env: Env = process.env): E2ePorts {
  const given = port(env.E2E_PORT, 'E2E_PORT');
  const sub = port(env.E2E_SUB_PATH_PORT, 'E2E_SUB_PATH_PORT');
  if (given !== undefined) return { app: given, subPath: sub ?? given + 1 };
  const [app, subPath] = freePorts();
  env.E2E_PORT = String(app);
  env.E2E_SUB_PATH_PORT = String(subPath);
  return { app, subPath };
}
