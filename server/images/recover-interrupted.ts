import { inArray, isNull, or } from 'drizzle-orm'
import type { FastifyBaseLogger } from 'fastify'
import type { Db } from '../db/client'
import { generationCharges, images, trialUses } from '../db/schema'
import type { PageStore } from '../storage/page-store'

const CHUNK = 500

/**
 * Run at start-up, before any request: whatever a crash (kill -9, power loss) cut off mid-generation
 * is undone. A quota unit or a trial booking still reserved belongs to a page that was never stored,
 * so it is given back; files with no page, and half-written temporary files, are removed. One server
 * process owns the database and DATA_DIR (docs/decisions/0001-one-process-pglite-default.md), so
 * nothing reserved at this moment can still be in flight.
 */
export async function recoverInterruptedWork(deps: { db: Db; files: PageStore; log: FastifyBaseLogger }) {
  const { db, files, log } = deps
  const refunded = await db
    .delete(generationCharges)
    .where(isNull(generationCharges.committedAt))
    .returning({ id: generationCharges.id })
  const released = await db
    .delete(trialUses)
    .where(isNull(trialUses.committedAt))
    .returning({ id: trialUses.id })
  const swept = await files.sweep(async (names) => {
    const used = new Set<string>()
    for (let i = 0; i < names.length; i += CHUNK) {
      const chunk = names.slice(i, i + CHUNK)
      const rows = await db
        .select({ png: images.pngFile, pdf: images.pdfFile })
        .from(images)
        .where(or(inArray(images.pngFile, chunk), inArray(images.pdfFile, chunk)))
      for (const row of rows) {
        if (row.png) used.add(row.png)
        if (row.pdf) used.add(row.pdf)
      }
    }
    return used
  })
  const total = refunded.length + released.length + swept.temporary + swept.orphans
  if (total > 0) {
    log.warn(
      {
        refundedCharges: refunded.length,
        releasedTrials: released.length,
        temporaryFiles: swept.temporary,
        orphanFiles: swept.orphans,
      },
      'undid generations cut off by the last stop',
    )
  }
}
