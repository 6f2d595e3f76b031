import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';

/**
 * Vite config for the web app. `npm start` runs Vite in middleware mode inside server/start.ts, so the app and
 * both reference APIs share one origin (http://localhost:5173 by default); `npm run build` writes dist/.
 */
export default defineConfig({
  plugins: [react(), vanillaExtractPlugin()],
  build: {
    target: 'es2022',
    sourcemap: true,
  },
});
