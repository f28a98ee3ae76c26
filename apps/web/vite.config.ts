import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { pagePreloads } from './vite-page-preloads.ts';
import { precompress } from './vite-precompress.ts';

export default defineConfig({
  plugins: [react(), pagePreloads(), precompress()],
  server: {
    proxy: { '/api': 'http://127.0.0.1:8080' },
  },
  build: {
    chunkSizeWarningLimit: 1200,
    rolldownOptions: {
      // Two HTML entries: the SPA, and the light page the server answers /specialist-confirm and
      // /specialist-extract-confirm with (React only, see src/confirm/). precompress walks the whole outDir, so
      // both get their .gz/.br. (Vite 8 ignores build.rollupOptions when rolldownOptions is set, so it lives here.)
      input: {
        index: fileURLToPath(new URL('./index.html', import.meta.url)),
        confirm: fileURLToPath(new URL('./confirm.html', import.meta.url)),
      },
      output: {
        // Name the shared vendor chunks; each area, and each page, stays its own lazy chunk on top of them.
        codeSplitting: {
          groups: [{ name: 'zod', test: /node_modules[\\/]zod[\\/]/ }],
          // Small common chunks (a few icons, a helper two pages share) are copied into the chunks that use them:
          // a phone pays a round trip per file (HTTP/1.1, six at a time), so fifty files of 1 KB cost more than
          // the few KB the copies add (issue 30, bench/phone-vitals.md).
          experimentalInlineCommonChunks: { maxSize: 40_000 },
        },
      },
    },
  },
  test: {
    environment: 'jsdom',
    // Which files and setup each run takes is in the root vitest.config.ts (its web projects): a project that
    // extends this config would add to these lists, not replace them.
    // antd forms render slowly in jsdom; on a 2-core CI machine running the server tests beside them a page test
    // can need more than vitest's 5 s. The limit is about the machine, not the behaviour under test.
    testTimeout: 20_000,
  },
});
