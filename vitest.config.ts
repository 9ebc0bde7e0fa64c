import solid from 'vite-plugin-solid';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [solid()],
  test: {
    include: ['tests/unit/**/*.test.{ts,tsx}', 'tests/build/**/*.test.ts'],
    environment: 'node',
    setupFiles: ['tests/unit/setup.ts'],
  },
  resolve: { conditions: ['development', 'browser'] },
});
