// Vite builds the storefront from client/ into client/dist, and the owner console (config/index.html, served at /config)
// as a second entry whose code shoppers never load; in development it proxies the API to the server.
// `--ssr` builds the storefront's server renderer (src/entry-server.tsx) into client/dist/server: one file with React,
// Apollo and the router inside, so the server needs none of them installed; `graphql` stays an import, so the
// renderer runs queries on the server's own schema (one copy of graphql-js in the process).
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { chunkGroups } from './chunk-groups.ts';
import { styleFirstHtml } from './style-first.ts';

const clientRoot = fileURLToPath(new URL('.', import.meta.url));
const repoRoot = fileURLToPath(new URL('..', import.meta.url));
const apiTarget = process.env.SHOPWRIGHT_API ?? 'http://localhost:3000';
const chunks = chunkGroups({
  main: join(clientRoot, 'src/main.tsx'),
  app: join(clientRoot, 'src/start.tsx'),
  console: join(clientRoot, 'src/console/main.tsx'),
});

/** The storefront's index.html with its style sheets first and its scripts at low priority (client/style-first.ts). */
const styleFirst = (): Plugin => ({
  name: 'storefront-style-first',
  transformIndexHtml: {
    order: 'post',
    handler: (html, ctx) => (!ctx.path.endsWith('/index.html') || ctx.path.includes('/config/') ? html : styleFirstHtml(html)),
  },
});

export default defineConfig(({ isSsrBuild }) => ({
  root: clientRoot,
  plugins: [react(), styleFirst(), ...(isSsrBuild ? [] : [chunks.plugin])],
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
          // Every browser the storefront serves supports modulepreload: no polyfill in the entry script.
          modulePreload: { polyfill: false },
          // SOURCEMAP=1: maps beside the scripts, to see what the bundles are made of.
          sourcemap: process.env.SOURCEMAP === '1',
          rolldownOptions: {
            input: { main: join(clientRoot, 'index.html'), console: join(clientRoot, 'config/index.html') },
            // What the app runs on every page in three chunks, not twenty (client/chunk-groups.ts).
            output: { codeSplitting: { groups: chunks.groups } },
          },
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
