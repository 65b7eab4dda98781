import type { GalleryShelfResponse } from '../../../shared/contract'
import { api } from '../../lib/api'

/** The free gallery's page of the day and the season's shelves (the same for everyone today). */
export function loadGalleryShelf(): Promise<GalleryShelfResponse> {
  return api<GalleryShelfResponse>('/api/gallery/shelf/', { retry: 0 })
}
