import fs from 'node:fs'
import path from 'node:path'
import { BaseSequencer, type TestSpecification } from 'vitest/node'

/**
 * Seconds each of the slowest files took in one run of `npm run test:node` (API on PGlite four files at a
 * time, then unit two at a time, on the shared 2-core machine). Only their order within a group matters: it
 * need not be exact, and a file missing here is placed by vitest's own record of its last run, or by size.
 */
const SLOW_FILES: Record<string, number> = {
  'tests/api/crash-recovery.test.ts': 451,
  'tests/api/images-photo.test.ts': 243,
  'server/engine/trace/photo-page.test.ts': 173,
  'tests/api/images-photo-landscape.test.ts': 125,
  'tests/api/generation-jobs.test.ts': 99,
  'tests/api/graceful-shutdown.test.ts': 67,
  'tests/api/generation-order.test.ts': 50,
  'tests/api/images.test.ts': 47,
  'tests/api/worksheets.test.ts': 45,
  'server/engine/render/printability.test.ts': 42,
  'server/engine/scene/compose-scene.test.ts': 39,
  'tests/api/prototype-words.test.ts': 29,
  'server/engine/trace/animal-pages.test.ts': 28,
  'tests/api/billing-stripe.test.ts': 26,
  'tests/api/contract.test.ts': 26,
  'tests/api/security-headers.test.ts': 26,
  'server/engine/trace/photo-line-art.test.ts': 26,
  'tests/api/images-gemini.test.ts': 25,
  'tests/api/polling-queries.test.ts': 24,
  'tests/api/images-s3.test.ts': 23,
  'tests/api/gallery.test.ts': 17,
  'tests/api/images-openai.test.ts': 16,
  'tests/api/billing-sandbox.test.ts': 15,
  'tests/api/google-sign-in.test.ts': 15,
  'server/engine/trace/photo-regions.test.ts': 15,
  'tests/api/prompt-refusal-openai.test.ts': 14,
  'tests/api/billing.test.ts': 13,
  'tests/api/unsafe-text.test.ts': 13,
  'server/engine/trace/landscape-page.test.ts': 13,
  'tests/api/health.test.ts': 12,
  'server/engine/art/pen/pen-drawing.test.ts': 11,
  'server/engine/art/outline-icon-printability.test.ts': 10,
}

/**
 * Runs files longest first across the projects of a group (the API suite on PGlite and on PostgreSQL share
 * one). Vitest's own order takes the projects one after another and, on a fresh checkout with no record of
 * earlier runs (CI), the largest files first: the longest files then started last and ran alone at the end
 * while the other workers sat idle. Groups (`sequence.groupOrder`) still run one after another.
 */
export default class LongestFirstSequencer extends BaseSequencer {
  async sort(files: TestSpecification[]) {
    const root = this.ctx.config.root
    const seconds = (spec: TestSpecification) => {
      const file = path.relative(root, spec.moduleId).split(path.sep).join('/')
      const known = SLOW_FILES[file]
      if (known !== undefined) return known
      const last = this.ctx.cache.getTestSpecificationResult(spec)?.duration
      // A file never run here goes by its size, after the known ones (vitest's own fallback).
      return last !== undefined ? last / 1000 : fs.statSync(spec.moduleId).size / 1e6
    }
    const estimates = new Map(files.map((spec) => [spec, seconds(spec)]))
    return [...files].sort((a, b) => (estimates.get(b) ?? 0) - (estimates.get(a) ?? 0))
  }
}
