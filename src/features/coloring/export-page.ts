import { blobBytesOf } from './blob-bytes'
import { singleImagePdf } from './pdf-writer'
import { withDpi } from './png-dpi'

// The colored page as a file: white paper, the color layer, then the original page multiplied on
// top, so every black line (and the watermark, on pages that carry one) comes out exactly as it was.

export const PAGE_DPI = 300

/** Draws the finished page on a new canvas of the page's size; the caller frees it with `release`. */
export function composePage(color: HTMLCanvasElement, lines: CanvasImageSource): HTMLCanvasElement {
  const page = document.createElement('canvas')
  page.width = color.width
  page.height = color.height
  const ctx = page.getContext('2d')
  if (!ctx) throw new Error('No 2D canvas.')
  ctx.fillStyle = '#fff'
  ctx.fillRect(0, 0, page.width, page.height)
  ctx.drawImage(color, 0, 0)
  ctx.globalCompositeOperation = 'multiply'
  ctx.drawImage(lines, 0, 0, page.width, page.height)
  return page
}

export function release(canvas: HTMLCanvasElement): void {
  canvas.width = 1
  canvas.height = 1
}

export async function pagePng(page: HTMLCanvasElement): Promise<Blob> {
  const blob = await new Promise<Blob | null>((resolve) => page.toBlob(resolve, 'image/png'))
  if (!blob) throw new Error('The picture could not be made.')
  return new Blob([withDpi(new Uint8Array(await blobBytesOf(blob)), PAGE_DPI) as Uint8Array<ArrayBuffer>], {
    type: 'image/png',
  })
}

/** A one-page PDF of the sheet's size: lossless (Flate) where the browser can compress, else a fine JPEG. */
export async function pagePdf(page: HTMLCanvasElement, title: string): Promise<Blob> {
  const widthPt = (page.width / PAGE_DPI) * 72
  const heightPt = (page.height / PAGE_DPI) * 72
  const image =
    typeof CompressionStream === 'function'
      ? {
          width: page.width,
          height: page.height,
          filter: 'FlateDecode' as const,
          bytes: await deflatedRgb(page),
        }
      : { width: page.width, height: page.height, filter: 'DCTDecode' as const, bytes: await jpeg(page) }
  const pdf = singleImagePdf({ widthPt, heightPt, title, image })
  return new Blob([pdf as Uint8Array<ArrayBuffer>], { type: 'application/pdf' })
}

async function deflatedRgb(page: HTMLCanvasElement): Promise<Uint8Array> {
  const ctx = page.getContext('2d')
  if (!ctx) throw new Error('No 2D canvas.')
  const rgba = ctx.getImageData(0, 0, page.width, page.height).data
  const rgb = new Uint8Array((rgba.length / 4) * 3)
  for (let i = 0, j = 0; i < rgba.length; i += 4, j += 3) {
    rgb[j] = rgba[i]
    rgb[j + 1] = rgba[i + 1]
    rgb[j + 2] = rgba[i + 2]
  }
  const stream = new Blob([rgb]).stream().pipeThrough(new CompressionStream('deflate'))
  return new Uint8Array(await new Response(stream).arrayBuffer())
}

async function jpeg(page: HTMLCanvasElement): Promise<Uint8Array> {
  const blob = await new Promise<Blob | null>((resolve) => page.toBlob(resolve, 'image/jpeg', 0.95))
  if (!blob) throw new Error('The picture could not be made.')
  return new Uint8Array(await blobBytesOf(blob))
}
