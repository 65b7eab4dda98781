import type { Complexity, Style } from '../../shared/contract'

// How a page's settings and date read on every card (the user's pages, saved pages, queued Generates).

export const COMPLEXITY_LABELS: Record<Complexity, string> = { easy: 'Easy', intricate: 'Intricate' }
export const STYLE_LABELS: Record<Style, string> = { cartoon: 'Cartoon', realistic: 'Realistic' }

/** The style tag of a card: a page made from a photo is traced, not drawn in a style, so it says so. */
export const styleTag = (style: Style, fromPhoto: boolean) => (fromPhoto ? 'Photo' : STYLE_LABELS[style])

const dateFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' })

/** When the page was made, in the reader's own locale and time zone. */
export const formatPageDate = (iso: string) => dateFormat.format(new Date(iso))
