import { and, desc, eq, ne, sql } from 'drizzle-orm'
import type { Db } from '../db/client'
import { preparedPerDb } from '../db/prepared'
import { images } from '../db/schema'
import { notFound } from '../http/errors'
import type { PageStore } from '../storage/page-store'
import type { ImageJsonRow, ImageRow } from './image-json'

const isUuid = (id: string) => /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id)
export const imageNotFound = () => notFound('This coloring page does not exist or has been deleted.')

/** The user's pages, newest first: only what the answer shows (not the art credits, seeds or file names). */
export function listImages(db: Db, userId: string): Promise<ImageJsonRow[]> {
  return imagesOfUser(db).execute({ userId })
}

// Prepared: the list is read on every visit and after every page (docs/decisions/0028-cheaper-polling.md).
const imagesOfUser = preparedPerDb((db) =>
  db
    .select({
      id: images.id,
      promptRaw: images.promptRaw,
      promptFinal: images.promptFinal,
      complexity: images.complexity,
      style: images.style,
      size: images.size,
      orientation: images.orientation,
      createdAt: images.createdAt,
      subjects: images.subjects,
      leftOut: images.leftOut,
      standIns: images.standIns,
      status: images.status,
      kind: images.kind,
      sheet: images.sheet,
    })
    .from(images)
    // A page that failed for good was never made (its unit was given back): the list shows pages only.
    .where(and(eq(images.userId, sql.placeholder('userId')), ne(images.status, 'failed')))
    .orderBy(desc(images.createdAt), desc(images.id))
    .prepare('images_of_user'),
)

/** One of the user's own pages; another user's page answers 404, as if it did not exist. */
export async function getOwnImage(db: Db, userId: string, imageId: string): Promise<ImageRow> {
  if (!isUuid(imageId)) throw imageNotFound()
  const [row] = await db
    .select()
    .from(images)
    .where(and(eq(images.id, imageId), eq(images.userId, userId)))
  if (!row) throw imageNotFound()
  return row
}

/** Any page by id, for signed URLs whose signature has already been checked. */
export async function getImageById(db: Db, imageId: string): Promise<ImageRow> {
  if (!isUuid(imageId)) throw imageNotFound()
  const [row] = await db.select().from(images).where(eq(images.id, imageId))
  if (!row) throw imageNotFound()
  return row
}

/** Deletes the row, then its files. The quota unit it cost is not given back. */
export async function deleteImage(db: Db, files: PageStore, userId: string, imageId: string): Promise<void> {
  const row = await getOwnImage(db, userId, imageId)
  await db.delete(images).where(and(eq(images.id, row.id), eq(images.userId, userId)))
  await files.delete([row.pngFile, row.pdfFile])
}
