import fs from 'node:fs'
import path from 'node:path'
import { defineConfig } from 'vitest/config'
import LongestFirstSequencer from './tests/helpers/longest-first-sequencer.ts'

// API files whose behaviour cannot differ by database: what they test is HTTP, validation, a provider or
// a page's content, and their few queries are one request at a time, the same queries other files run on
// both. They run on PGlite only (docs/decisions/0058-postgres-suite.md); a new file runs on both.
const DATABASE_INDEPENDENT = [
  'analytics',
  'bad-input',
  'errors',
  'google-sign-in',
  'images-gemini',
  'images-openai',
  'images-photo',
  'images-photo-landscape',
  'images-s3',
  'left-out',
  'login-equal-work',
  'logs',
  'mail-smtp',
  'openapi',
  'prompt-refusal',
  'prompt-refusal-magic',
  'prompt-refusal-openai',
  'prototype-words',
  'security-headers',
  'seo',
].map((name) => `tests/api/${name}.test.ts`)

// API files that replace a module (vi.mock): in a worker shared with other files the app they import would
// keep the module it had first, so they run each in a worker of its own (docs/decisions/api-files-share-workers.md).
const apiDir = path.join(import.meta.dirname, 'tests', 'api')
const REPLACE_MODULES = fs
  .readdirSync(apiDir)
  .filter((file) => file.endsWith('.test.ts'))
  .filter((file) => /\bvi\.(mock|doMock)\(/.test(fs.readFileSync(path.join(apiDir, file), 'utf8')))
  .map((file) => `tests/api/${file}`)

// API integration tests run on PGlite and, when DATABASE_URL is set, on PostgreSQL: there every file
// but the database-independent ones. Each database's files are two projects: most share each worker's
// imports (the whole app, imported once per worker instead of once per file), the few that replace a
// module run isolated.
const apiProjects = (testDb: string, exclude: string[] = []) => {
  const isolated = REPLACE_MODULES.filter((file) => !exclude.includes(file))
  return [
    apiProject(`api-${testDb}`, testDb, { exclude: [...exclude, ...REPLACE_MODULES], isolate: false }),
    ...(isolated.length > 0
      ? [apiProject(`api-${testDb}-isolated`, testDb, { include: isolated, isolate: true })]
      : []),
  ]
}

const apiProject = (
  name: string,
  testDb: string,
  files: { include?: string[]; exclude?: string[]; isolate: boolean },
) => ({
  test: {
    name,
    include: files.include ?? ['tests/api/**/*.test.ts'],
    exclude: files.exclude ?? [],
    isolate: files.isolate,
    environment: 'node',
    env: { TEST_DB: testDb },
    // Four files at a time: API files mostly wait (timers, sockets, server processes, the image-model fake).
    // They run as a group of their own before the unit files, which mostly compute, two at a time.
    maxWorkers: 4,
    sequence: { groupOrder: 0 },
    // Some files start the compiled server as its own process; every file's database starts as a copy of one
    // migrated template database per run.
    globalSetup: ['tests/helpers/build-server.ts', 'tests/helpers/api-global-setup.ts'],
    // Each file starts its own PGlite (WASM); on a loaded 2-core machine that can take a while.
    testTimeout: 60_000,
    hookTimeout: 180_000,
  },
})

export default defineConfig({
  test: {
    // Vitest's default on 2 cores is one file at a time. Unit files mostly compute (they render pages): two
    // at a time, one a core; three overloaded a shared machine. The API projects set their own number.
    maxWorkers: 2,
    // Longest file first within each group (see the sequencer).
    sequence: { sequencer: LongestFirstSequencer },
    projects: [
      {
        test: {
          name: 'unit',
          include: [
            'server/**/*.test.ts',
            'shared/**/*.test.ts',
            'src/**/*.test.{ts,tsx}',
            'sw/**/*.test.ts',
            'tests/helpers/**/*.test.ts',
          ],
          environment: 'node',
          // After the API files (group 0).
          sequence: { groupOrder: 1 },
          // A page that renders in two seconds alone can take three times that on a busy machine: vitest's 5 s
          // default would fail a correct page. Tests that are about time say so with their own bounds.
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      ...apiProjects('pglite'),
      // npm run test:cluster: real processes on a throwaway PostgreSQL and a local S3-compatible server.
      {
        test: {
          name: 'cluster',
          include: ['tests/cluster/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['tests/helpers/build-server.ts'],
          // A group of its own, should it run with the others (plain `vitest run`).
          sequence: { groupOrder: 2 },
          testTimeout: 180_000,
          hookTimeout: 300_000,
        },
      },
      ...(process.env.DATABASE_URL ? apiProjects('postgres', DATABASE_INDEPENDENT) : []),
    ],
  },
})
