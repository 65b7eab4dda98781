import type { Complexity, ImageJson, PhotoFocus, Style, UsageResponse } from '../../../shared/contract'
import { PHOTO_PAGE_TITLE } from '../../../shared/contract/limits'
import type { PageAsk } from '../../lib/page-request'

// The API contract's types: type-only imports, erased from the bundle.

/** One coloring page of the signed-in user, as GET /api/images/ lists it. */
export type ColoringPage = ImageJson

/** GET /api/images/usage/ */
export type Usage = UsageResponse

export type { Complexity, PhotoFocus, Style }

/** What one click of Generate (or Retry) asks for. */
export type PageRequest = PageAsk

export { MAX_PHOTO_BYTES, PHOTO_PAGE_TITLE } from '../../../shared/contract/limits'

export const isPhotoPage = (page: Pick<ColoringPage, 'prompt_raw' | 'subjects'>) =>
  page.prompt_raw === PHOTO_PAGE_TITLE && page.subjects.length === 0
