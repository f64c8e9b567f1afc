import { defineConfig } from 'vitest/config'

export default defineConfig({
  test: {
    projects: [
      {
        extends: true,
        test: { name: 'unit', include: ['src/**/*.unit.test.ts', 'scripts/**/*.unit.test.ts'] },
      },
      {
        extends: true,
        test: {
          name: 'api',
          include: ['src/**/*.test.ts', 'seed/**/*.test.ts', 'test/**/*.test.ts'],
          exclude: [
            'src/**/*.unit.test.ts',
            'src/**/*.redis.test.ts',
            'test/processes/**',
            'node_modules/**',
          ],
          // Names the run's PostgreSQL databases and drops them at its end (test/databases.ts).
          globalSetup: ['test/global-setup.ts'],
          testTimeout: 30_000,
          // Fastify, Kysely, sharp and the app are imported once per worker, not once per
          // file (importing them took more than half of the run). Every file still builds its
          // own app on its own database and data folder (test/helper.ts).
          isolate: false,
          // A slow start under load (a loaded CI machine) must not cut a file's set-up short.
          hookTimeout: 120_000,
        },
      },
      {
        extends: true,
        test: {
          // Processes sharing Redis (TEST_REDIS_URL), on SQLite or PostgreSQL as the API suite.
          name: 'redis',
          include: ['src/**/*.redis.test.ts'],
          globalSetup: ['test/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 120_000,
        },
      },
      {
        extends: true,
        test: {
          // Two real server processes behind a proxy, on PostgreSQL (TEST_DATABASE_URL), Redis
          // (TEST_REDIS_URL) and an S3 server: `npm run test:processes`.
          name: 'processes',
          include: ['test/processes/**/*.test.ts'],
          testTimeout: 60_000,
          hookTimeout: 180_000,
        },
      },
    ],
  },
})
