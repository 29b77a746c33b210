// Vite builds the storefront from client/ into client/dist, and the owner console (config/index.html, served at /config)
// as a second entry whose code shoppers never load; in development it proxies the API to the server.
// `--ssr` builds the storefront's server renderer (src/entry-server.tsx) into client/dist/server: one file with React,
// Apollo and the router inside, so the server needs none of them installed; `graphql` stays an import, so the
// renderer runs queries on the server's own schema (one copy of graphql-js in the process).
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const clientRoot = fileURLToPath(new URL('.', import.meta.url));
const repoRoot = fileURLToPath(new URL('..', import.meta.url));
const apiTarget = process.env.SHOPWRIGHT_API ?? 'http://localhost:3000';

export default defineConfig(({ isSsrBuild }) => ({
  root: clientRoot,
  plugins: [react()],
  ...(isSsrBuild
    ? {
        // The renderer runs the production builds of React and Apollo whatever NODE_ENV the server has.
        define: { 'process.env.NODE_ENV': '"production"' },
        ssr: { noExternal: true, external: ['graphql'] },
        build: {
          outDir: 'dist/server',
          emptyOutDir: false,
          copyPublicDir: false,
          rollupOptions: { input: join(clientRoot, 'src/entry-server.tsx'), external: [/^graphql(\/|$)/] },
        },
      }
    : {
        build: {
          outDir: 'dist',
          emptyOutDir: true,
          // Which chunk holds each route's screen (dist/.vite/manifest.json): the server names a rendered page's in its
          // head (server/http/route-chunks.ts).
          manifest: true,
          // SOURCEMAP=1: maps beside the scripts, to see what the bundles are made of.
          sourcemap: process.env.SOURCEMAP === '1',
          rollupOptions: { input: { main: join(clientRoot, 'index.html'), console: join(clientRoot, 'config/index.html') } },
        },
      }),
  server: {
    // The client imports the isomorphic rules from ../domain.
    fs: { allow: [repoRoot] },
    proxy: {
      '/graphql': { target: apiTarget, changeOrigin: false },
      '/api': { target: apiTarget, changeOrigin: false },
    },
  },
}));
