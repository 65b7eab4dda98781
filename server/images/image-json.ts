import type { images } from '../db/schema'
import type { UrlSigner } from './signed-url'

export type ImageRow = typeof images.$inferSelect

export type ImageJson = {
  id: string
  prompt_raw: string
  prompt_final: string
  complexity: ImageRow['complexity']
  style: ImageRow['style']
  size: ImageRow['size']
  imageUrl: string
  createdAt: string
  subjects: string[]
}

/** The columns the client's Image is made of: the list reads only these. */
export type ImageJsonRow = Pick<
  ImageRow,
  'id' | 'promptRaw' | 'promptFinal' | 'complexity' | 'style' | 'size' | 'createdAt' | 'subjects'
>

/** The Image entity as the client sees it, with a signed, expiring URL for a plain <img>. */
export function toImageJson(row: ImageJsonRow, signer: UrlSigner): ImageJson {
  return {
    id: row.id,
    prompt_raw: row.promptRaw,
    prompt_final: row.promptFinal,
    complexity: row.complexity,
    style: row.style,
    size: row.size,
    imageUrl: signer.imageUrl(row.id),
    createdAt: row.createdAt.toISOString(),
    subjects: row.subjects,
  }
}
