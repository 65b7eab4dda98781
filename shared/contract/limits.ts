// Limits both sides enforce: the server refuses past them, the web app stops the user before sending.

export const MAX_PROMPT_LENGTH = 1000

export const MAX_PHOTO_BYTES = 20 * 1024 * 1024

/** The name a page made from a photo carries, in the list and in file names: a photo has no prompt. */
export const PHOTO_PAGE_TITLE = 'From a photo'
