/// <reference types="vitest/config" />

import { fileURLToPath } from 'node:url'
import tailwindcss from '@tailwindcss/vite'
import { tanstackRouter } from '@tanstack/router-plugin/vite'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'

const fromHere = (path: string) => fileURLToPath(new URL(path, import.meta.url))

// The sections public pages share (the home page's all among them) in one chunk: as 20 chunks of
// 0.2 to 2 KB they cost a request each and compressed worse (decision 070). Not the portal's
// components, the viewer or the form fields, and not the cards drawn once a list has answered.
const publicSections = new RegExp(
  [
    String.raw`[\\/]src[\\/]components[\\/](?!portal|media-viewer|layout|ui)`,
    String.raw`[\\/]src[\\/]features[\\/](home|testimonials)[\\/]`,
    String.raw`[\\/]src[\\/]features[\\/]gallery[\\/]components[\\/](recent-work\.|media-grid)`,
  ].join('|'),
)

const apiTarget = process.env.API_PROXY_TARGET ?? 'http://127.0.0.1:3001'
// `build:dev` writes a React development build (for the hydration-warning checks) beside dist/.
const outDir = process.env.CLIENT_OUT_DIR ?? 'dist'

export default defineConfig(({ isSsrBuild, mode }) => ({
  root: fromHere('.'),
  plugins: [
    // Must come before the React plugin.
    tanstackRouter({
      target: 'react',
      autoCodeSplitting: true,
      routesDirectory: fromHere('./src/routes'),
      generatedRouteTree: fromHere('./src/routeTree.gen.ts'),
      quoteStyle: 'single',
      semicolons: false,
    }),
    react(),
    tailwindcss(),
  ],
  // The shared API contract from source, so a change there needs no build step first; type
  // checking reads its built declarations (contract/dist).
  resolve: {
    alias: [
      { find: '@site/contract', replacement: fromHere('../contract/src') },
      // TanStack Store asks for the shim that brings useSyncExternalStore to React 16 and 17;
      // React 19 has it built in, so the plain build does (0.8 KB less script on every page).
      {
        find: /^use-sync-external-store\/shim\/with-selector$/,
        replacement: 'use-sync-external-store/with-selector',
      },
    ],
  },
  // The server bundle carries its dependencies: the API renders every public page with it, and
  // the api image installs no client packages.
  ssr: { noExternal: true },
  // ...and is the build its mode names, whatever NODE_ENV the process that loads it has: React,
  // bundled, otherwise picks its build at run time, so `npm start` (no NODE_ENV) rendered pages
  // with React's development build (twice the time per page), and the API (production) could
  // not run the development bundle at all (`jsxDEV is not a function`).
  define: isSsrBuild ? { 'process.env.NODE_ENV': JSON.stringify(mode) } : undefined,
  build: isSsrBuild
    ? // The server bundle (src/entry-server.tsx): the API renders the pages with it.
      { outDir: `${outDir}-ssr`, copyPublicDir: false, emptyOutDir: true }
    : // The browser build; its manifest tells the renderer which files each page loads.
      {
        outDir,
        manifest: true,
        emptyOutDir: true,
        rolldownOptions: {
          output: {
            codeSplitting: {
              groups: [
                // What every page needs: React, the router, the query client, the page's frame.
                { name: 'initial', tags: ['$initial'] },
                { name: 'public', test: publicSections },
              ],
            },
          },
        },
      },
  server: {
    proxy: {
      '/api': { target: apiTarget, changeOrigin: true },
      '/media': { target: apiTarget, changeOrigin: true },
      // Written by the API from the website settings (server/src/pages/web-manifest.ts,
      // share-image.ts).
      '/site.webmanifest': { target: apiTarget, changeOrigin: true },
      '/og-image.png': { target: apiTarget, changeOrigin: true },
    },
  },
  preview: {
    proxy: {
      '/api': { target: apiTarget, changeOrigin: true },
      '/media': { target: apiTarget, changeOrigin: true },
    },
  },
  test: {
    name: 'client',
    environment: 'jsdom',
    // One module graph per worker, not per file: a quarter of the CPU time (decision 073).
    isolate: false,
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['src/test/setup.ts'],
    // tus-js-client's browser build, the one the site ships (XMLHttpRequest, localStorage): by
    // its package fields the tests would get the Node build.
    alias: [{ find: /^tus-js-client$/, replacement: 'tus-js-client/lib.esm/browser/index.js' }],
  },
}))
