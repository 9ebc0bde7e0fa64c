import { existsSync } from 'node:fs';
import { defineConfig } from '@playwright/test';
import { e2ePorts } from './tests/e2e/support/ports';

// Debian's Chromium where it is (CI, our machines); Playwright's own browser elsewhere.
const executablePath =
  process.env.CHROME_PATH ?? (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined);
// E2E_PORT (and the next port) when set; else two free ports, so the tests run beside `npm run serve`.
const { app: PORT, subPath } = e2ePorts();
/** The same build served under a sub-path, as a static host such as GitHub Pages serves it. */
export const SUB_PATH_PORT = subPath;
export const SUB_PATH = '/grand-battery/';

export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: 'test-results',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 30_000,
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${PORT}/`,
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 3,
    isMobile: true,
    hasTouch: true,
    locale: 'en-GB',
    serviceWorkers: 'allow',
    launchOptions: {
      ...(executablePath ? { executablePath } : {}),
      args: [
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  // The service worker exists only in a production build: test the built app through `vite preview`.
  webServer: [
    {
      command: `node node_modules/vite/bin/vite.js preview --configLoader runner --host 127.0.0.1 --port ${PORT} --strictPort`,
      url: `http://127.0.0.1:${PORT}/`,
      reuseExistingServer: false,
      timeout: 60_000,
    },
    {
      command: `node node_modules/vite/bin/vite.js preview --configLoader runner --base ${SUB_PATH} --host 127.0.0.1 --port ${SUB_PATH_PORT} --strictPort`,
      url: `http://127.0.0.1:${SUB_PATH_PORT}${SUB_PATH}`,
      reuseExistingServer: false,
      timeout: 60_000,
    },
  ],
});
