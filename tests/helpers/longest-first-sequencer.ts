import fs from 'node:fs'
import path from 'node:path'
import { BaseSequencer, type TestSpecification } from 'vitest/node'

/**
 * Seconds each of the slowest files took in one run of `npm run test:node` (unit and API on PGlite, two
 * files at a time, on the shared 2-core machine). Only their order matters: it need not be exact, and a file
 * missing here is placed by vitest's own record of its last run, or else by its size.
 */
const SLOW_FILES: Record<string, number> = {
  'server/engine/trace/photo-page.test.ts': 582,
  'server/engine/trace/photo-line-art.test.ts': 140,
  'server/engine/render/printability.test.ts': 103,
  'server/engine/scene/compose-scene.test.ts': 94,
  'server/engine/trace/animal-pages.test.ts': 70,
  'tests/api/generation-jobs.test.ts': 68,
  'tests/api/crash-recovery.test.ts': 62,
  'tests/api/images-photo-landscape.test.ts': 62,
  'tests/api/images-photo.test.ts': 62,
  'server/engine/art/pen/pen-drawing.test.ts': 61,
  'server/engine/plan/prototype-words.test.ts': 47,
  'server/engine/art/outline-icon-printability.test.ts': 45,
  'server/engine/render/lone-pixels.test.ts': 44,
  'tests/api/generation-order.test.ts': 41,
  'server/engine/scenery/habitat-settings.test.ts': 37,
  'server/engine/trace/photo-regions.test.ts': 37,
  'server/engine/trace/landscape-page.test.ts': 36,
  'server/engine/render/page-regions.test.ts': 33,
  'tests/api/prototype-words.test.ts': 32,
  'tests/api/graceful-shutdown.test.ts': 31,
  'server/engine/model-art/model-art-check.test.ts': 31,
  'server/worksheets/worksheet-checks.test.ts': 28,
  'server/engine/detect/find-faces.test.ts': 26,
  'tests/api/health.test.ts': 23,
  'tests/api/images-gemini.test.ts': 22,
  'tests/api/images.test.ts': 21,
  'server/engine/detect/find-animals.test.ts': 19,
  'tests/api/billing-stripe.test.ts': 18,
  'tests/api/security-headers.test.ts': 18,
  'tests/api/polling-queries.test.ts': 17,
  'tests/api/images-s3.test.ts': 16,
  'tests/api/contract.test.ts': 15,
  'tests/api/billing-sandbox.test.ts': 13,
  'tests/api/images-openai.test.ts': 13,
  'server/storage/s3-store.test.ts': 13,
  'server/engine/lettering/watermark-clear.test.ts': 13,
  'server/engine/trace/straight-edges.test.ts': 13,
  'tests/api/prompt-refusal-openai.test.ts': 11,
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
