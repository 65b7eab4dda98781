import { createHash } from 'node:crypto'
import { PHOTO_PAGE_TITLE, type PhotoFields } from '../../shared/contract'
import type { User } from '../auth/users'
import { inspectPhoto, PhotoError, photoPage } from '../engine'
import { badRequest, HttpError } from '../http/errors'
import { type ChargedPageDeps, makeChargedPage } from './charged-page'
import type { ImageRow } from './image-json'
import { createWorkSlots } from './work-slots'

export type PhotoInput = PhotoFields & { photo: Buffer; idempotencyKey?: string }

// Two photos are drawn at a time (one per core); each holds its upload (at most 20 MB) and its decoded
// pixels (a 40-megapixel PNG is 120 MB before it is shrunk), so this bounds what photos take.
const photoSlots = createWorkSlots(2)

/** Runs a photo job when a slot is free. */
export const inPhotoSlot = <T>(job: () => Promise<T>) => photoSlots(job)

const STATUS: Record<PhotoError['problem'], number> = {
  unsupported: 415,
  'too-large': 413,
  'too-small': 400,
  corrupt: 400,
}

/** A PhotoError as the HTTP answer it deserves; anything else unchanged. */
export function asHttpError(err: unknown): unknown {
  return err instanceof PhotoError ? new HttpError(STATUS[err.problem], err.message) : err
}

/**
 * A photo to a page for a signed-in user, counted exactly like a page from a prompt (the same quota,
 * refund and Idempotency-Key). The photo's type and size are checked from its header before a unit is
 * taken; a photo that turns out damaged while decoding is refunded like any other failure. Only the page
 * is stored: the photo's bytes live in this request alone.
 */
export async function makePhotoImage(
  deps: ChargedPageDeps,
  user: User,
  input: PhotoInput,
): Promise<{ image: ImageRow; replayed: boolean }> {
  try {
    return await makeChargedPage(deps, user, {
      idempotencyKey: input.idempotencyKey,
      requestFields: [
        createHash('sha256').update(input.photo).digest('hex'),
        input.complexity,
        input.size,
        // Only a tap is added, so a key sent before taps existed still stands for the same page.
        ...(input.focus ? [`${input.focus.x},${input.focus.y}`] : []),
      ],
      check: async () => {
        await inspectPhoto(input.photo)
      },
      make: async ({ watermark }) => {
        const page = await inPhotoSlot(() => photoPage({ ...input, watermark, title: PHOTO_PAGE_TITLE }))
        return {
          png: page.png,
          pdf: page.pdf,
          row: {
            promptRaw: PHOTO_PAGE_TITLE,
            promptFinal: PHOTO_PAGE_TITLE,
            complexity: input.complexity,
            style: 'realistic',
            size: input.size,
            orientation: page.orientation,
            provider: 'photo',
            subjects: [],
            credits: [{ set: 'Your photo', license: 'Uploaded by you; not kept', drawing: 'whole page' }],
          },
        }
      },
    })
  } catch (err) {
    throw asHttpError(err)
  }
}

export const missingPhoto = () => badRequest('Choose a photo: the form has no file in its "photo" field.')
