import { z } from 'zod'

/** One free gallery page as a shelf shows it. */
export const galleryCard = z.object({
  title: z.string(),
  /** Its address, /free-coloring-pages/{theme}/{page}. */
  path: z.string(),
  /** A small WebP picture of it. */
  thumb: z.string(),
})

/** GET /api/gallery/shelf/: the landing page's "Page of the day" and the season's shelves. */
export const galleryShelfResponse = z.object({
  today: galleryCard,
  season: z.array(z.object({ title: z.string(), path: z.string(), pages: z.array(galleryCard) })),
})
export type GalleryShelfResponse = z.infer<typeof galleryShelfResponse>
