import { defineConfig } from 'vitest/config';

// Build-output tests read dist/: run them after `vite build`.
export default defineConfig({
  test: { include: ['tests/build/**/*.test.ts'], environment: 'node' },
});
