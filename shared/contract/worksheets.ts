import { z } from 'zod'
import { COMPLEXITIES, PAGE_SIZES, TRACING_STYLES, WORKSHEET_KINDS, WORKSHEET_LABELS } from './enums'
import { MAX_PROMPT_LENGTH, MAX_TRACING_LENGTH, WORKSHEET_COLORS, WORKSHEET_DOTS } from './limits'

// POST /api/worksheets/: the body is read in two steps, its kind first, so a wrong kind gets its own message
// and each kind's fields are checked with that kind's rules.
export const worksheetKindField = z.object({
  kind: z.enum(WORKSHEET_KINDS, {
    error: "kind must be 'color_by_number', 'dot_to_dot' or 'tracing'.",
  }),
})

/** A worksheet is made from a page of the user's library (free) or from a prompt (one page, like generate). */
const source = {
  image_id: z.string({ error: 'image_id must be text.' }).trim().min(1).max(100).optional(),
  prompt: z
    .string({ error: 'prompt must be text.' })
    .trim()
    .min(1, { error: 'Describe what you want to color: the prompt is empty.' })
    .max(MAX_PROMPT_LENGTH, {
      error: `The prompt is too long: keep it under ${MAX_PROMPT_LENGTH} characters.`,
    })
    .optional(),
  complexity: z.enum(COMPLEXITIES, { error: "complexity must be 'easy' or 'intricate'." }).default('easy'),
  size: z.enum(PAGE_SIZES, { error: "size must be 'letter' or 'a4'." }).default('letter'),
}
const oneSource = (body: { image_id?: string; prompt?: string }) =>
  Boolean(body.image_id) !== Boolean(body.prompt)
const oneSourceError = {
  error: 'Send either image_id (a page of your library) or prompt, not both and not neither.',
}

export const colorByNumberBody = z
  .object({
    kind: z.literal('color_by_number'),
    ...source,
    colors: z
      .number({ error: 'colors must be a whole number.' })
      .int({ error: 'colors must be a whole number.' })
      .min(WORKSHEET_COLORS.min, { error: `colors must be at least ${WORKSHEET_COLORS.min}.` })
      .max(WORKSHEET_COLORS.max, { error: `colors must be at most ${WORKSHEET_COLORS.max}.` })
      .default(6),
    labels: z
      .enum(WORKSHEET_LABELS, {
        error: "labels must be 'numbers', 'add10', 'add20', 'sub10', 'sub20' or 'times'.",
      })
      .default('numbers'),
  })
  .refine(oneSource, oneSourceError)

export const dotToDotBody = z
  .object({
    kind: z.literal('dot_to_dot'),
    ...source,
    dots: z
      .number({ error: 'dots must be a whole number.' })
      .int({ error: 'dots must be a whole number.' })
      .min(WORKSHEET_DOTS.min, { error: `dots must be at least ${WORKSHEET_DOTS.min}.` })
      .max(WORKSHEET_DOTS.max, { error: `dots must be at most ${WORKSHEET_DOTS.max}.` })
      .default(30),
    count_by: z
      .union([z.literal(1), z.literal(2), z.literal(5), z.literal(10), z.literal('letters')], {
        error: "count_by must be 1, 2, 5, 10 or 'letters'.",
      })
      .default(1),
  })
  .refine(oneSource, oneSourceError)
  .refine((b) => b.count_by !== 'letters' || b.dots <= 26, {
    error: 'Counting by letters goes from A to Z: ask for at most 26 dots.',
  })

export const tracingBody = z.object({
  kind: z.literal('tracing'),
  text: z
    .string({ error: 'text must be the letters, numbers, word or name to trace.' })
    .trim()
    .min(1, { error: 'text is empty: write the letters, word or name to trace.' })
    .max(MAX_TRACING_LENGTH, {
      error: `text is too long: at most ${MAX_TRACING_LENGTH} characters fit a line.`,
    }),
  style: z.enum(TRACING_STYLES, { error: "style must be 'print' or 'precursive'." }).default('print'),
  size: z.enum(PAGE_SIZES, { error: "size must be 'letter' or 'a4'." }).default('letter'),
})

export type ColorByNumberBody = z.infer<typeof colorByNumberBody>
export type DotToDotBody = z.infer<typeof dotToDotBody>
export type TracingBody = z.infer<typeof tracingBody>
export type WorksheetBody = ColorByNumberBody | DotToDotBody | TracingBody
/** What a client may send (defaulted fields optional). */
export type WorksheetRequest =
  | z.input<typeof colorByNumberBody>
  | z.input<typeof dotToDotBody>
  | z.input<typeof tracingBody>

/** One number of a color-by-number key. */
export const worksheetKeyEntry = z.object({ number: z.number(), color_name: z.string(), hex: z.string() })
/** A label on a region: its text (a number or a sum), the answer, and its centre in page pixels (300 dpi). */
export const worksheetLabel = z.object({
  text: z.string(),
  answer: z.number(),
  x: z.number(),
  y: z.number(),
  /** A point of the label's region clear of the label's ink: where a client reads the region's colour. */
  fill_x: z.number().optional(),
  fill_y: z.number().optional(),
})
/** A dot of a dot to dot, in drawing order, in page pixels. */
export const worksheetDot = z.object({ label: z.string(), x: z.number(), y: z.number() })

/** What a worksheet holds, beside the image fields (each kind has its own). */
export const worksheetFields = z.object({
  key: z.array(worksheetKeyEntry).optional(),
  labels: z.array(worksheetLabel).optional(),
  dots: z.array(worksheetDot).optional(),
  text: z.string().optional(),
})
export type WorksheetFields = z.infer<typeof worksheetFields>
