import { defineConfig } from 'vitest/config'
import react from '@vitejs/plugin-react'

export default defineConfig({
  plugins: [react()],
  test: {
    environment: 'jsdom',
    setupFiles: ['./src/testing/setup.ts'],
    include: ['src/**/*.test.{ts,tsx}'],
    restoreMocks: true,
    // One jsdom and one module graph per worker instead of per file: building them again for
    // every file took more time than the tests. Files stay independent because the setup
    // file resets what a test can leave behind (rendered apps, query clients, msw handlers,
    // localStorage, the page's language and title) and each app makes its own i18n.
    isolate: false,
    testTimeout: 30_000,
  },
})
