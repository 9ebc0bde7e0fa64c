import solid from 'vite-plugin-solid';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [solid()],
  test: {
    include: ['tests/unit/**/*.test.{ts,tsx}'],
    environment: 'node',
    setupFiles: ['tests/unit/setup.ts'],
    // Component tests drive IndexedDB and a whole screen; a 2-core machine under load needs more than 5 s.
    testTimeout: 20_000,
  },
  resolve: { conditions: ['development', 'browser'] },
});
