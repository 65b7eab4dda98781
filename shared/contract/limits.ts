// Limits both sides enforce: the server refuses past them, the web app stops the user before sending.

export const MAX_PROMPT_LENGTH = 1000

export const MAX_PHOTO_BYTES = 20 * 1024 * 1024

/** The name a page made from a photo carries, in the list and in file names: a photo has no prompt. */
export const PHOTO_PAGE_TITLE = 'From a photo'

/** Worksheets: colours of a color-by-number key, dots of a dot to dot, characters of a tracing text. */
export const WORKSHEET_COLORS = { min: 4, max: 10 } as const
export const WORKSHEET_DOTS = { min: 15, max: 100 } as const
export const MAX_TRACING_LENGTH = 40
