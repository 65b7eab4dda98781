import type { UsageResponse } from '../../../server/billing/usage'
import type { ImageJson } from '../../../server/images/image-json'

// The server's own response types (DESIGN section 6.3): type-only imports, erased from the bundle.

/** One coloring page of the signed-in user, as GET /api/images/ lists it. */
export type ColoringPage = ImageJson

/** GET /api/images/usage/ */
export type Usage = UsageResponse

export type Complexity = ColoringPage['complexity']
export type Style = ColoringPage['style']

/** What one click of Generate (or Retry) asks for. */
export type PageRequest = {
  prompt: string
  improvePrompt: boolean
  complexity: Complexity
  style: Style
  /** A photo to turn into the page instead of the prompt (sent to /api/images/photo/). */
  photo?: Blob
}

/** The name a page made from a photo carries (the server's PHOTO_PAGE_TITLE): a photo has no prompt. */
export const PHOTO_PAGE_TITLE = 'From a photo'
export const MAX_PHOTO_BYTES = 20 * 1024 * 1024

export const isPhotoPage = (page: Pick<ColoringPage, 'prompt_raw' | 'subjects'>) =>
  page.prompt_raw === PHOTO_PAGE_TITLE && page.subjects.length === 0

export const COMPLEXITY_LABELS: Record<Complexity, string> = { easy: 'Easy', intricate: 'Intricate' }
export const STYLE_LABELS: Record<Style, string> = { cartoon: 'Cartoon', realistic: 'Realistic' }
