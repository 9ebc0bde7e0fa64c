import { defineConfig } from 'vitest/config';

// `npm run bench`: benchmark scripts are plain vitest files that print their figures.
export default defineConfig({
  test: {
    include: ['bench/**/*.bench.ts'],
    environment: 'node',
    testTimeout: 300_000,
    hookTimeout: 120_000,
    silent: false,
    // One bench file at a time: a browser bench beside another (the scan bench plays a camera for
    // 30 s) would time the other's CPU, not the app.
    fileParallelism: false,
  },
});
