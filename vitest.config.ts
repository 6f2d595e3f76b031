import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { dictionarySections } from './scripts/lib/dictionary-sections';

/** Unit, machine, feature and server tests (jsdom where a file asks for it). Browser tests run in Playwright. */
export default defineConfig({
  plugins: [react(), vanillaExtractPlugin(), dictionarySections()],
  test: {
    globals: true,
    environment: 'node',
    include: ['tests/**/*.test.{ts,tsx}'],
    exclude: ['tests/e2e/**', 'node_modules/**'],
    setupFiles: ['tests/support/setup.ts'],
    testTimeout: 20_000,
  },
});
