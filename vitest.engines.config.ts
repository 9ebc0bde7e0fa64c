import { defineConfig } from 'vitest/config';

/**
 * The engines suite (tests/engines): the built app in WebKit and Firefox, one browser at a time.
 * Run by scripts/test-engines.sh (which checks the engines and runs WebKit under Xvfb).
 */
export default defineConfig({
  test: {
    include: ['tests/engines/**/*.test.ts'],
    environment: 'node',
    fileParallelism: false,
    setupFiles: ['tests/engines/setup.ts'],
    testTimeout: 90_000,
    hookTimeout: 90_000,
  },
});
