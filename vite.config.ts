import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

const API = 'http://127.0.0.1:8787';

export default defineConfig({
  plugins: [react()],
  root: 'src',
  publicDir: 'public',
  // the manifest lets the footprint bench add up what each page loads
  build: { outDir: '../dist/client', emptyOutDir: true, manifest: true },
  server: {
    port: 5173,
    proxy: {
      // src/api/*.ts are modules of the SPA, not API calls: Vite serves them itself.
      '/api': { target: API, bypass: (req) => (/\.(tsx?|jsx?)(\?|$)/.test(req.url ?? '') ? req.url : undefined) },
      '/webhooks': API,
    },
  },
});
