import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { precompress } from './vite-precompress.ts';

export default defineConfig({
  plugins: [react(), precompress()],
  server: {
    proxy: { '/api': 'http://127.0.0.1:8080' },
  },
  build: {
    chunkSizeWarningLimit: 1200,
    rolldownOptions: {
      output: {
        // Name the shared vendor chunks; each area stays its own lazy chunk on top of them.
        codeSplitting: {
          groups: [{ name: 'zod', test: /node_modules[\\/]zod[\\/]/ }],
        },
      },
    },
  },
  test: {
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/test/setup.ts'],
  },
});
