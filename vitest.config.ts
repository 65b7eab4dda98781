import { defineConfig } from 'vitest/config'

// API integration tests run once on PGlite and, when DATABASE_URL is set, once more on PostgreSQL.
const apiProject = (name: string, testDb: string) => ({
  test: {
    name,
    include: ['tests/api/**/*.test.ts'],
    environment: 'node',
    env: { TEST_DB: testDb },
    // Some files start the compiled server as its own process.
    globalSetup: ['tests/helpers/build-server.ts'],
    // Each file starts its own PGlite (WASM) and migrates it; on a loaded 2-core machine that can take a while.
    testTimeout: 60_000,
    hookTimeout: 180_000,
  },
})

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: [
            'server/**/*.test.ts',
            'shared/**/*.test.ts',
            'src/**/*.test.{ts,tsx}',
            'sw/**/*.test.ts',
          ],
          environment: 'node',
        },
      },
      apiProject('api-pglite', 'pglite'),
      // npm run test:cluster: real processes on a throwaway PostgreSQL and a local S3-compatible server.
      {
        test: {
          name: 'cluster',
          include: ['tests/cluster/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['tests/helpers/build-server.ts'],
          testTimeout: 180_000,
          hookTimeout: 300_000,
        },
      },
      ...(process.env.DATABASE_URL ? [apiProject('api-postgres', 'postgres')] : []),
    ],
  },
})
