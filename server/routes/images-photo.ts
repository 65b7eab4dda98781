import multipart from '@fastify/multipart'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import {
  idempotencyKeyHeader,
  MAX_PHOTO_BYTES,
  type PhotoPreviewResponse,
  photoFields,
} from '../../shared/contract'
import { requireUser } from '../auth/require-user'
import type { AppContext } from '../context'
import { photoPreview } from '../engine'
import { badRequest, HttpError } from '../http/errors'
import { parseInput } from '../http/validate'
import { toImageJson } from '../images/image-json'
import { asHttpError, inPhotoSlot, makePhotoImage, missingPhoto } from '../images/photo-image'

const PREVIEWS_PER_USER_PER_10_MINUTES = 20

/**
 * Photo pages: POST /api/images/photo/ makes and counts a page like generate; POST
 * /api/images/photo/preview/ answers a small picture of that page without counting it, and whether only
 * the pet tapped at "focus" is drawn. Both take multipart/form-data with the file in "photo", and
 * "complexity", "size" and "focus" fields.
 */
export function registerPhotoRoutes(app: FastifyInstance, ctx: AppContext) {
  // Multipart is parsed only inside this scope: every other route keeps taking JSON alone.
  app.register(async (scope) => {
    await scope.register(multipart, {
      limits: { fileSize: MAX_PHOTO_BYTES, files: 1, fields: 8, fieldSize: 1000, parts: 10 },
    })

    scope.post('/api/images/photo/', async (request, reply) => {
      const user = await requireUser(request, ctx)
      const idempotencyKey = parseInput(idempotencyKeyHeader, request.headers['idempotency-key'])
      const form = await readPhotoForm(request)
      const { image, replayed } = await makePhotoImage(
        { db: ctx.db, now: ctx.now, files: ctx.images.files },
        user,
        { ...form, idempotencyKey },
      )
      return reply.status(replayed ? 200 : 201).send(toImageJson(image, ctx.images.signer))
    })

    scope.post('/api/images/photo/preview/', async (request): Promise<PhotoPreviewResponse> => {
      const user = await requireUser(request, ctx)
      await ctx.limiter.hit(`photo-preview:${user.id}`, PREVIEWS_PER_USER_PER_10_MINUTES, 600)
      const form = await readPhotoForm(request)
      try {
        const { png, focused } = await inPhotoSlot(() => photoPreview({ ...form, watermark: false }))
        return { image: png.toString('base64'), focused }
      } catch (err) {
        throw asHttpError(err)
      }
    })
  })
}

/** The photo's bytes and the form's fields, with a clear answer for every way an upload goes wrong. */
async function readPhotoForm(request: FastifyRequest) {
  if (!request.isMultipart()) {
    throw new HttpError(415, 'Send the photo as multipart/form-data, with the file in a field named "photo".')
  }
  const fields: Record<string, string> = {}
  let photo: Buffer | undefined
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        const bytes = await part.toBuffer()
        if (part.fieldname === 'photo') photo = bytes
      } else {
        fields[part.fieldname] = String(part.value)
      }
    }
  } catch (err) {
    const code = (err as { code?: string }).code
    if (code === 'FST_REQ_FILE_TOO_LARGE') {
      throw new HttpError(413, 'This photo is over 20 MB. Use a smaller picture (any phone photo is fine).')
    }
    if (code === 'FST_FILES_LIMIT') throw badRequest('Send one photo at a time.')
    if (code?.startsWith('FST_')) throw badRequest('The upload is not a valid form. Choose the photo again.')
    throw badRequest('The upload was cut short. Choose the photo again.')
  }
  if (!photo?.length) throw missingPhoto()
  return { photo, ...parseInput(photoFields, fields) }
}
