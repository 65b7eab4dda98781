import type { Complexity, ImageJson, Style, UsageResponse } from '../../../shared/contract'
import { PHOTO_PAGE_TITLE } from '../../../shared/contract/limits'

// The API contract's types: type-only imports, erased from the bundle.

/** One coloring page of the signed-in user, as GET /api/images/ lists it. */
export type ColoringPage = ImageJson

/** GET /api/images/usage/ */
export type Usage = UsageResponse

export type { Complexity, Style }

/** What one click of Generate (or Retry) asks for. */
export type PageRequest = {
  prompt: string
  improvePrompt: boolean
  complexity: Complexity
  style: Style
  /** A photo to turn into the page instead of the prompt (sent to /api/images/photo/). */
  photo?: Blob
}

export { MAX_PHOTO_BYTES, PHOTO_PAGE_TITLE } from '../../../shared/contract/limits'

export const isPhotoPage = (page: Pick<ColoringPage, 'prompt_raw' | 'subjects'>) =>
  page.prompt_raw === PHOTO_PAGE_TITLE && page.subjects.length === 0

export const COMPLEXITY_LABELS: Record<Complexity, string> = { easy: 'Easy', intricate: 'Intricate' }
export const STYLE_LABELS: Record<Style, string> = { cartoon: 'Cartoon', realistic: 'Realistic' }
