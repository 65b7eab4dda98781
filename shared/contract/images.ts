import { z } from 'zod'
import { COMPLEXITIES, IMAGE_KINDS, IMAGE_STATUSES, PAGE_ORIENTATIONS, PAGE_SIZES, STYLES } from './enums'
import { MAX_PROMPT_LENGTH } from './limits'
import { worksheetFields } from './worksheets'

const prompt = z
  .string({ error: 'prompt must be text.' })
  .trim()
  .min(1, { error: 'Describe what you want to color: the prompt is empty.' })
  .max(MAX_PROMPT_LENGTH, { error: `The prompt is too long: keep it under ${MAX_PROMPT_LENGTH} characters.` })

const complexity = z
  .enum(COMPLEXITIES, { error: "complexity must be 'easy' or 'intricate'." })
  .default('easy')
const style = z.enum(STYLES, { error: "style must be 'cartoon' or 'realistic'." }).default('cartoon')
const size = z.enum(PAGE_SIZES, { error: "size must be 'letter' or 'a4'." }).default('letter')

/** POST /api/images/generate/ */
export const generateBody = z.object({
  prompt,
  improve_prompt: z.boolean({ error: 'improve_prompt must be true or false.' }).default(true),
  complexity,
  style,
  size,
})
/** What the server reads (defaults filled in). */
export type GenerateBody = z.infer<typeof generateBody>
/** What a client may send (defaulted fields optional). */
export type GenerateRequest = z.input<typeof generateBody>

/** A fraction from 0 to 1, written with at most six decimals. */
const FRACTION = '(?:0(?:\\.\\d{1,6})?|1(?:\\.0{1,6})?)'

/**
 * Where the person tapped their pet or subject on the photo, as "x,y": fractions of the upright photo's
 * width and height from its top left corner. The page then draws that subject's outline and leaves the
 * rest of the photo out.
 */
const focus = z
  .string({ error: 'focus must be text.' })
  .trim()
  .regex(new RegExp(`^${FRACTION},${FRACTION}$`), {
    error: 'focus must be where you tapped the photo: two numbers from 0 to 1, as "x,y".',
  })
  .transform((value) => {
    const [x, y] = value.split(',').map(Number)
    return { x, y }
  })
  .optional()

/** The form fields of POST /api/images/photo/ and /api/images/photo/preview/ (the file rides beside them). */
export const photoFields = z.object({ complexity, size, focus })
export type PhotoFields = z.infer<typeof photoFields>
/** Where the person tapped their subject on the photo (fractions of its width and height). */
export type PhotoFocus = NonNullable<PhotoFields['focus']>

/** The Idempotency-Key header of generate and photo: one page, one charge, however often it is sent. */
export const idempotencyKeyHeader = z
  .string()
  .trim()
  .min(1)
  .max(200, { error: 'The Idempotency-Key header must be at most 200 characters.' })
  .optional()

const visitorId = z
  .string({ error: 'visitor_id is required.' })
  .trim()
  .min(8, { error: 'visitor_id is not valid.' })
  .max(200, { error: 'visitor_id is not valid.' })

/** POST /api/images/trial/ */
export const trialBody = z.object({ prompt, visitor_id: visitorId })
/** GET /api/images/download_trial/ */
export const trialDownloadQuery = z.object({ visitor_id: visitorId })
export const imageParams = z.object({ id: z.string() })
/** GET /api/images/:id/file/: the signature behind imageUrl. */
export const signedFileQuery = z.object({ exp: z.string().optional(), sig: z.string().optional() })

/**
 * What the prompt named that the page is drawn without, in the prompt's words ("bamboo"); [] when nothing was.
 * `stand_ins` says which of them a close kin was drawn for ({asked: 'cheetah', drawn: 'leopard'}).
 * The page is charged like any other: it shows the main subject asked for.
 */
const leftOutFields = {
  left_out: z.array(z.string()),
  stand_ins: z.array(z.object({ asked: z.string(), drawn: z.string() })),
}
export type LeftOut = { left_out: string[]; stand_ins: { asked: string; drawn: string }[] }

/** One coloring page as every image route answers it, with a signed, expiring URL for a plain <img>. */
export const imageJson = z
  .object({
    id: z.string(),
    prompt_raw: z.string(),
    prompt_final: z.string(),
    complexity: z.enum(COMPLEXITIES),
    style: z.enum(STYLES),
    size: z.enum(PAGE_SIZES),
    /**
     * How the sheet is turned: 'landscape' for a page made from a photo clearly wider than tall (the PNG is
     * 3300x2550 px on Letter, the PDF a landscape page), 'portrait' for every other page. Print it that way.
     */
    orientation: z.enum(PAGE_ORIENTATIONS),
    /** Works once status is 'ready'. */
    imageUrl: z.string(),
    createdAt: z.string(),
    /** Everything drawn that the prompt named: subjects, what they hold or wear, the place ("wolf", "moon"). */
    subjects: z.array(z.string()),
    ...leftOutFields,
    /** 'pending' while the page is being made (a 202 answer); poll GET /api/images/:id/ until 'ready'. */
    status: z.enum(IMAGE_STATUSES),
    /** Why a 'failed' page was not made; its quota unit was given back. */
    error: z.string().optional(),
    /**
     * 'page' for a coloring page; a worksheet's kind, with what the sheet holds in the fields below. The
     * server always sends it; a page saved on a device before worksheets existed has none and is a 'page'.
     */
    kind: z.enum(IMAGE_KINDS).optional(),
  })
  .extend(worksheetFields.shape)
export type ImageJson = z.infer<typeof imageJson>

/** GET /api/images/ */
export const imageListResponse = z.array(imageJson)
export type ImageListResponse = z.infer<typeof imageListResponse>

/** The PNG itself, base64. */
export const pngImageResponse = z.object({ image: z.string() })
export type PngImageResponse = z.infer<typeof pngImageResponse>

/** POST /api/images/trial/: the PNG itself, base64, and what the page is drawn without. */
export const trialImageResponse = pngImageResponse.extend(leftOutFields)
export type TrialImageResponse = z.infer<typeof trialImageResponse>

/**
 * POST /api/images/photo/preview/: the PNG itself, base64, and whether only the pet tapped at `focus` is
 * drawn (false without a focus, or when no pet was found there and the page is drawn as without one).
 */
export const photoPreviewResponse = pngImageResponse.extend({ focused: z.boolean() })
export type PhotoPreviewResponse = z.infer<typeof photoPreviewResponse>

/** GET /api/images/suggest/ */
export const suggestResponse = z.object({ prompt: z.string() })
export type SuggestResponse = z.infer<typeof suggestResponse>

/**
 * The 422 body of generate and trial: the engine will not draw this prompt (a character owned by others, or,
 * with the builtin engine, a subject it does not know). Nothing was charged, stored or booked.
 */
export const promptRefusedBody = z.object({
  error: z.string(),
  /** Up to five close prompts the engine can draw. */
  suggestions: z.array(z.string()).max(5),
})
export type PromptRefusedBody = z.infer<typeof promptRefusedBody>
