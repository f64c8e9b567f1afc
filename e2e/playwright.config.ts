import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { defineConfig } from '@playwright/test'

const here = path.dirname(fileURLToPath(import.meta.url))
const port = Number(process.env.E2E_PORT ?? 3199)
export const baseURL = `http://127.0.0.1:${port}`
/** The server's DATA_DIR: the tests read the outbox of mails from it. */
export const dataDir = process.env.E2E_DATA_DIR ?? path.join(here, '.data')
/**
 * E2E_SITE=processes: two server processes behind a proxy on PostgreSQL, Redis and S3
 * (serve-processes.mjs, README "Test it"); otherwise one process on SQLite (serve.mjs).
 */
const processes = process.env.E2E_SITE === 'processes'

export default defineConfig({
  testDir: './tests',
  outputDir: './test-results',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  forbidOnly: !!process.env.CI,
  reporter: [
    ['list'],
    [
      'json',
      { outputFile: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ?? 'test-results/results.json' },
    ],
    ['html', { open: 'never', outputFolder: 'report' }],
  ],
  use: {
    baseURL,
    locale: 'it-IT',
    screenshot: 'only-on-failure',
    trace: 'retain-on-failure',
    launchOptions: {
      // Debian's Chromium: nothing is downloaded at install or run time.
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  webServer: {
    command: processes ? 'node serve-processes.mjs' : 'node serve.mjs',
    cwd: here,
    // Time to drain the processes and drop the run's database, bucket and Redis keys.
    ...(processes && { gracefulShutdown: { signal: 'SIGTERM' as const, timeout: 30_000 } }),
    url: `${baseURL}/api/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      NODE_ENV: 'test',
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: baseURL,
      DATA_DIR: dataDir,
      SEED: 'demo',
      LOG_LEVEL: 'warn',
      // Journeys register and log in dozens of times: cheap password hashes.
      PASSWORD_HASH_COST: 'low',
      // Journeys log in and register many times from one address.
      RATE_LIMIT_MULTIPLIER: '100',
      // Commissions are withdrawable at once, so a payout journey fits in one test.
      AFFILIATE_HOLD_DAYS: '0',
    },
  },
})
