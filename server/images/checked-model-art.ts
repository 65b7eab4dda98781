import { type Bitmap, checkModelArtOffThread, type ModelArtReport } from '../engine'
import { HttpError } from '../http/errors'
import type { ImageProvider, ImageRequest } from '../providers/image-openai'
import { asksForText } from '../providers/image-prompt'

/** The first picture and at most two more: each costs the deployment money and the person time. */
export const maxModelAttempts = 3

export const unprintableMessage =
  'The image service drew pictures that would not print as clean coloring pages. Nothing was charged; please try again, perhaps with a simpler prompt.'

export type RejectedPicture = { attempt: number; report?: ModelArtReport; error?: string }

/**
 * Asks the model for a picture and keeps it only when its cleaned line art makes a printable page
 * (server/engine/model-art/model-art-check.ts); otherwise asks again, up to three pictures in all. The provider's own
 * failures (timeout, refusal, error) are not retried here: they answer at once with their own message.
 * Three unprintable pictures answer 502, and the caller's charge is refunded like any failed page.
 */
export async function drawCheckedArt(
  provider: ImageProvider,
  request: ImageRequest,
  onRejected?: (rejected: RejectedPicture) => void,
): Promise<Bitmap> {
  const textAllowed = asksForText(request.description)
  for (let attempt = 1; attempt <= maxModelAttempts; attempt++) {
    const png = await provider.generate(request)
    // Cleaned and checked on the line worker: a 1024 px picture takes long enough to stall other requests.
    const { art, report, error } = await checkModelArtOffThread({ png, textAllowed })
    if (art && report?.ok) return art
    // A PNG signature with an undecodable body is a bad picture like any other.
    onRejected?.(report ? { attempt, report } : { attempt, error })
  }
  throw new HttpError(502, unprintableMessage)
}
