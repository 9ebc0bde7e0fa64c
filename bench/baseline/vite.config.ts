import { defineConfig } from 'vite';
import solid from 'vite-plugin-solid';

/** The bench's bare Solid page (bench/baseline), built apart from the app. */
export default defineConfig({
  root: import.meta.dirname,
  base: './',
  plugins: [solid()],
  logLevel: 'silent',
  build: { outDir: '../../dist-bench-baseline', emptyOutDir: true },
});
