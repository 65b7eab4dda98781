import type { ImageJson } from '../../shared/contract'
import type { images } from '../db/schema'
import type { UrlSigner } from './signed-url'

export type ImageRow = typeof images.$inferSelect

/** The columns the client's Image is made of: the list reads only these. */
export type ImageJsonRow = Pick<
  ImageRow,
  | 'id'
  | 'promptRaw'
  | 'promptFinal'
  | 'complexity'
  | 'style'
  | 'size'
  | 'orientation'
  | 'createdAt'
  | 'subjects'
  | 'leftOut'
  | 'standIns'
  | 'status'
  | 'kind'
  | 'sheet'
> & { errorMessage?: string | null }

/** The Image entity as the client sees it, with a signed, expiring URL for a plain <img>. */
export function toImageJson(row: ImageJsonRow, signer: UrlSigner): ImageJson {
  return {
    id: row.id,
    prompt_raw: row.promptRaw,
    prompt_final: row.promptFinal,
    complexity: row.complexity,
    style: row.style,
    size: row.size,
    orientation: row.orientation,
    imageUrl: signer.imageUrl(row.id),
    createdAt: row.createdAt.toISOString(),
    subjects: row.subjects,
    left_out: row.leftOut,
    stand_ins: row.standIns,
    status: row.status,
    ...(row.status === 'failed' && row.errorMessage ? { error: row.errorMessage } : {}),
    kind: row.kind,
    ...row.sheet,
  }
}
