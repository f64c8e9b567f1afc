import { createRequire } from 'node:module'
import path from 'node:path'
import { defineConfig } from 'vite'
import tailwindcss from '@tailwindcss/vite'
import { headOrder } from './build/head-order.ts'
import { precompress } from './build/precompress.ts'
import { preactAliases } from './build/preact.ts'

/**
 * Admin code: the admin's screens, the editor's libraries, and the resumable uploads (their
 * client library and their contract, which only the admin panel calls).
 */
const ADMIN_MODULE =
  /\/src\/(app\/routes\/admin|(components|lib|locales)\/admin|features\/[\w-]+\/admin)\/|\/node_modules\/(@tiptap|prosemirror-|tus-js-client\/)|\/packages\/contract\/src\/(routes\/)?uploads\.ts$/

/**
 * What public pages import for an admin's edit and delete buttons: the wrapper that renders
 * nothing for anyone else (the buttons load on their own) and the one-call delete requests.
 */
const PUBLIC_PAGE_ADMIN_HOOKS =
  /\/src\/(components\/admin\/admin-actions\.tsx|features\/[\w-]+\/admin\/api\/delete-[\w-]+\.ts)$/

const isAdminModule = (id: string) => ADMIN_MODULE.test(id) && !PUBLIC_PAGE_ADMIN_HOOKS.test(id)

/** Admin code, and no code of the public site (libraries the editor pulls in may join it). */
function isAdminChunk(ids: readonly string[]) {
  return ids.some(isAdminModule) && ids.filter((id) => id.includes('/src/')).every(isAdminModule)
}

/** The libraries that come in chunks of their own (see codeSplitting below). */
const OWN_CHUNK_LIBRARIES =
  /\/node_modules\/(preact|react-router|@tanstack\/(react-query|query-core)|zod)\//

/**
 * React Router's production build: the package resolves to its development build whatever
 * the mode, whose warnings cost every page's start-up 0.4 KB (brotli).
 */
const reactRouterProduction = path.join(
  path.dirname(createRequire(import.meta.url).resolve('react-router/package.json')),
  'dist/production/index.mjs',
)

// In development the API, the legacy /get/ calls and uploaded media come from the server.
const server = 'http://localhost:3000'

export default defineConfig(({ command, isSsrBuild }) => ({
  plugins: [tailwindcss(), ...(isSsrBuild ? [] : [headOrder(), precompress()])],
  resolve: {
    alias: [
      ...preactAliases,
      ...(command === 'build'
        ? [{ find: /^react-router$/, replacement: reactRouterProduction }]
        : []),
    ],
  },
  // The server bundle (dist-ssr) carries its libraries, in their production builds whatever
  // NODE_ENV the server runs with; the browser's files are dist's alone.
  ...(isSsrBuild && {
    publicDir: false,
    ssr: { noExternal: true },
    define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  }),
  server: {
    port: 5173,
    proxy: {
      '/api/': server,
      '/get/': server,
      '/media/': server,
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    rollupOptions: {
      // Two warnings that say nothing here: the libraries' "use client" marks (for React's
      // server components, which the site does not use), and React Router's look for React's
      // useOptimistic, which Preact does not have and which it does without.
      onwarn(warning, warn) {
        if (warning.code === 'MODULE_LEVEL_DIRECTIVE') return
        if (warning.code === 'IMPORT_IS_UNDEFINED' && warning.message.includes('useOptimistic')) {
          return
        }
        warn(warning)
      },
      output: {
        // Chunks made only of admin code are named admin-*, and no other chunk has "admin"
        // in its name (the shared form rules come from the contract's admin-forms.ts): easy
        // to tell that visitors never fetch admin code (the e2e suite checks it).
        chunkFileNames: (chunk) =>
          isAdminChunk(chunk.moduleIds)
            ? 'assets/admin-[name]-[hash].js'
            : `assets/${chunk.name.replace(/-?admin-?/gi, '') || 'shared'}-[hash].js`,
        // In the browser, the libraries every page runs come each in its own chunk: a
        // release that changes the site's code leaves them cached.
        codeSplitting: !isSsrBuild && {
          groups: [
            { name: 'preact', test: /\/node_modules\/preact\// },
            { name: 'router', test: /\/node_modules\/react-router\// },
            { name: 'query', test: /\/node_modules\/@tanstack\/(react-query|query-core)\// },
            // zod's small build, which the contract and the forms use; the full build
            // never belongs to the start-up.
            { name: 'zod', test: /\/node_modules\/zod\/(mini|v4\/(mini|core|locales))\// },
            // The site's own start-up code comes in one chunk, and the small libraries it
            // uses in another, not in dozens of small ones each costing the browser a request
            // before the page can start. The entry module stays out of them: it awaits the
            // page's own chunk, which imports them, and a chunk importing the entry back
            // would wait for that await forever.
            {
              name: 'app',
              // Vite's helper for the pages' chunks joins it: a file of its own cost a request.
              test: (id) =>
                (id.includes('/src/') && !id.endsWith('/src/main.tsx')) ||
                id.includes('vite/preload-helper'),
              tags: ['$initial'],
              priority: -1,
              includeDependenciesRecursively: false,
            },
            {
              name: 'libraries',
              test: (id) => id.includes('/node_modules/') && !OWN_CHUNK_LIBRARIES.test(id),
              tags: ['$initial'],
              priority: -2,
              // The forms' library imports Preact, which stays in its own chunk.
              includeDependenciesRecursively: false,
            },
          ],
        },
      },
    },
  },
}))
