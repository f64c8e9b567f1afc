import { defineConfig } from 'vite'
import react from '@vitejs/plugin-react'
import tailwindcss from '@tailwindcss/vite'
import { precompress } from './build/precompress.ts'

const ADMIN_MODULE =
  /\/src\/(app\/routes\/admin|(components|lib)\/admin|features\/[\w-]+\/admin)\/|\/node_modules\/(@tiptap|prosemirror-)/

const isAdminModule = (id: string) => ADMIN_MODULE.test(id)

/** Admin code, and no code of the public site (libraries the editor pulls in may join it). */
function isAdminChunk(ids: readonly string[]) {
  return ids.some(isAdminModule) && ids.filter((id) => id.includes('/src/')).every(isAdminModule)
}

// In development the API, the legacy /get/ calls and uploaded media come from the server.
const server = 'http://localhost:3000'

export default defineConfig({
  plugins: [react(), tailwindcss(), precompress()],
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
      output: {
        // Chunks made only of admin code are named admin-*, and no other chunk has "admin"
        // in its name (the shared form rules come from the contract's admin-forms.ts): easy
        // to tell that visitors never fetch admin code (the e2e suite checks it).
        chunkFileNames: (chunk) =>
          isAdminChunk(chunk.moduleIds)
            ? 'assets/admin-[name]-[hash].js'
            : `assets/${chunk.name.replace(/-?admin-?/gi, '') || 'shared'}-[hash].js`,
      },
    },
  },
})
