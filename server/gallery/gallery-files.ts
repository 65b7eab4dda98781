import sharp from 'sharp'
import type { PageFileKind, PageStore, StoredFile } from '../storage/page-store'
import type { GalleryPage } from './catalog'
import { drawGalleryPage } from './draw-gallery-page'

// The gallery's pictures are made by the builtin engine the first time anyone asks for one, then kept
// in the page store (the data directory or the S3 bucket), so a fresh clone starts at once and costs
// nothing until a page is looked at. One page is made at a time, so a crawler cannot crowd out the
// people making their own pages; two asks for the same page wait for the one making.

export type ImageSize = 'thumb' | 'preview'
const IMAGE_WIDTH: Record<ImageSize, number> = { thumb: 240, preview: 850 }
/** The WebP pictures on the gallery's pages: small, kept in memory (about 1,500 thumbnails is ~15 MB). */
const MAX_CACHED_IMAGES = 2000

export type GalleryFiles = {
  file: (page: GalleryPage, kind: PageFileKind) => Promise<StoredFile>
  image: (page: GalleryPage, size: ImageSize) => Promise<Buffer>
}

export function createGalleryFiles(store: PageStore): GalleryFiles {
  const making = new Map<string, Promise<void>>()
  let queue: Promise<unknown> = Promise.resolve()
  const images = new Map<string, Buffer>()

  async function make(page: GalleryPage): Promise<void> {
    const rendered = await drawGalleryPage(page)
    // The PDF first: a page counts as made once its PNG is there.
    await store.put(page.fileId, 'pdf', rendered.pdf)
    await store.put(page.fileId, 'png', rendered.png)
  }

  function ensure(page: GalleryPage): Promise<void> {
    const running = making.get(page.fileId)
    if (running) return running
    const done = store.exists(`${page.fileId}.png`).then((made) => {
      if (made) return
      const next = queue.then(() => make(page))
      queue = next.catch(() => {})
      return next
    })
    making.set(page.fileId, done)
    return done.finally(() => making.delete(page.fileId))
  }

  async function read(page: GalleryPage, kind: PageFileKind): Promise<StoredFile> {
    await ensure(page)
    return store.get(`${page.fileId}.${kind}`)
  }

  return {
    file: read,
    async image(page, size) {
      const key = `${page.fileId}:${size}`
      const cached = images.get(key)
      if (cached) return cached
      const { body } = await read(page, 'png')
      const chunks: Buffer[] = []
      for await (const chunk of body) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk))
      // Grey, not 1-bit, when shrunk: thin lines stay visible instead of breaking up.
      const webp = await sharp(Buffer.concat(chunks))
        .resize({ width: IMAGE_WIDTH[size], kernel: 'lanczos3' })
        .webp({ quality: size === 'thumb' ? 60 : 70, effort: 4 })
        .toBuffer()
      if (images.size >= MAX_CACHED_IMAGES) images.delete(images.keys().next().value as string)
      images.set(key, webp)
      return webp
    },
  }
}

/** Picture sizes in pixels for width/height attributes (pages are portrait or landscape Letter). */
export function imageSize(size: ImageSize, landscape = false): { width: number; height: number } {
  const width = IMAGE_WIDTH[size]
  return { width, height: Math.round(landscape ? (width * 8.5) / 11 : (width * 11) / 8.5) }
}
