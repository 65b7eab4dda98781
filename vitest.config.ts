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

// Test files that replace a module (vi.mock): in a worker shared with other files the modules they import would
// keep whichever version was loaded first, so they run isolated, each in a worker of its own
// (docs/decisions/0083-test-files-share-workers.md). Found by reading the files: a new one is isolated unlisted.
const replacesModules = (dir: string): string[] =>
  fs
    .readdirSync(path.join(import.meta.dirname, dir), { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.test\.tsx?$/.test(file))
    .map((file) => path.posix.join(dir, file.split(path.sep).join('/')))
    .filter((file) =>
      /\bvi\.(mock|doMock)\(/.test(fs.readFileSync(path.join(import.meta.dirname, file), 'utf8')),
    )
const REPLACE_MODULES = replacesModules('tests/api')

// TEST_CPU_LOG=/tmp/cpu.tsv: each file's CPU seconds are appended there (tests/helpers/cpu-per-file.ts), first
// among the setup files so that it measures the others' work too.
const CPU_LOG = process.env.TEST_CPU_LOG ? ['tests/helpers/cpu-per-file.ts'] : []

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
    setupFiles: [...CPU_LOG, ...(files.isolate ? [] : ['tests/helpers/file-leaves-nothing-running.ts'])],
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

// Unit files: those of the server, shared code, the service worker and the test helpers share each worker's
// imports (the engine and its vocabulary are imported once per worker, not once per file), as the API files do.
// The browser app's files (src/) run isolated: they run in jsdom and hold the app's state at module level
// (stores, the signed-in session), which a file expects to find fresh. So do files that replace a module.
const SHARED_UNIT_DIRS = ['server', 'shared', 'sw', 'tests/helpers']
const UNIT_REPLACE_MODULES = SHARED_UNIT_DIRS.flatMap(replacesModules)
const unitProject = (name: string, files: { include: string[]; exclude?: string[]; isolate: boolean }) => ({
  test: {
    name,
    include: files.include,
    exclude: files.exclude ?? [],
    isolate: files.isolate,
    setupFiles: [...CPU_LOG, ...(files.isolate ? [] : ['tests/helpers/file-leaves-nothing-running.ts'])],
    environment: 'node',
    // After the API files (group 0).
    sequence: { groupOrder: 1 },
    // A page that renders in two seconds alone can take three times that on a busy machine: vitest's 5 s
    // default would fail a correct page. Tests that are about time say so with their own bounds.
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
})
const unitProjects = () => [
  unitProject('unit', {
    include: SHARED_UNIT_DIRS.map((dir) => `${dir}/**/*.test.ts`),
    exclude: UNIT_REPLACE_MODULES,
    isolate: false,
  }),
  unitProject('unit-isolated', {
    include: ['src/**/*.test.{ts,tsx}', ...UNIT_REPLACE_MODULES],
    isolate: true,
  }),
]

export default defineConfig({
  test: {
    // Vitest's default on 2 cores is one file at a time. Unit files mostly compute (they render pages): two
    // at a time, one a core; three overloaded a shared machine. The API projects set their own number.
    maxWorkers: 2,
    // Longest file first within each group (see the sequencer).
    sequence: { sequencer: LongestFirstSequencer },
    projects: [
      ...unitProjects(),
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
