// Vite builds the storefront from client/ into client/dist, and the owner console (config/index.html, served at /config)
// as a second entry whose code shoppers never load; in development it proxies the API to the server.
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const clientRoot = fileURLToPath(new URL('.', import.meta.url));
const repoRoot = fileURLToPath(new URL('..', import.meta.url));
const apiTarget = process.env.SHOPWRIGHT_API ?? 'http://localhost:3000';

export default defineConfig({
  root: clientRoot,
  plugins: [react()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    rollupOptions: { input: { main: join(clientRoot, 'index.html'), console: join(clientRoot, 'config/index.html') } },
  },
  server: {
    // The client imports the isomorphic rules from ../domain.
    fs: { allow: [repoRoot] },
    proxy: {
      '/graphql': { target: apiTarget, changeOrigin: false },
      '/api': { target: apiTarget, changeOrigin: false },
    },
  },
});
