import { PNG } from 'pngjs'
import sharp from 'sharp'
import type { PageSizeId } from '../common'
import { facesIn } from '../detect'
import { checkModelArt, cleanLineArt, type ModelArtReport } from '../model-art'
import { decodePhoto, PhotoError, type PhotoProblem } from '../photo'
import type { Complexity } from '../plan'
import type { Bitmap } from '../render'
import { animalCrop } from './animal-crop'
import { artPlacement } from './art-placement'
import { ellipsePathData, strokePathData } from './centre-lines'
import { photoDetections } from './photo-detections'
import { detailAtSide, PHOTO_DETAIL, photoLineArt } from './photo-line-art'
import type { PhotoFocus } from './photo-regions'
import { type TraceOptions, traceToPath } from './trace-bitmap'

// The CPU-heavy steps of a traced page (edge finding, thinning, tracing, checking a model's picture): pure
// functions of their input, run on the line worker (line-pool.ts) so that a page being traced never holds
// up the server's other requests.

// Each photo is decoded once: libvips's cache of recent operations would only hold on to their pixels.
sharp.cache(false)

export type PhotoLinesJob = {
  kind: 'photo-lines'
  photo: Uint8Array
  complexity: Complexity
  size: PageSizeId
  watermark: boolean
  /** Where the person tapped their subject, if they did. */
  focus?: PhotoFocus
}
export type TraceArtJob = {
  kind: 'trace-art'
  art: Bitmap
  size: PageSizeId
  watermark: boolean
  trace?: TraceOptions
}
export type ModelArtJob = { kind: 'model-art'; png: Uint8Array; textAllowed: boolean }
export type LineJob = PhotoLinesJob | TraceArtJob | ModelArtJob

/** A photo's lines placed on the page: path data to stroke with a round pen `penPt` wide, and to fill. */
export type PhotoLines = {
  d: string
  fill: string
  penPt: number
  /** Only the pet the person tapped is drawn (false without a tap, or when no pet was where they tapped). */
  focused: boolean
  timings: { findMs: number; decodeMs: number; lineArtMs: number; traceMs: number }
}
export type CheckedModelArt = { art: Bitmap | null; report: ModelArtReport | null; error?: string }
export type LineResult = PhotoLines | { d: string } | CheckedModelArt
/** A PhotoError crosses the thread boundary as its parts and is rebuilt on the other side. */
export type LineFailure = { photoError: { problem: PhotoProblem; message: string } } | { error: string }

export async function photoLines(job: PhotoLinesJob): Promise<PhotoLines> {
  const detail = PHOTO_DETAIL[job.complexity]
  const bytes = Buffer.from(job.photo.buffer, job.photo.byteOffset, job.photo.length)
  const started = performance.now()
  const { animals, faces } = await photoDetections(bytes)
  const crop = animalCrop(animals, job.focus)
  const found = performance.now()
  const image = await decodePhoto(bytes, detail.maxSide, detail.median, crop?.region)
  const decoded = performance.now()
  const focus = crop ? crop.focus : job.focus
  const { lines, spots, focused } = await photoLineArt(
    image,
    detailAtSide(detail, Math.max(image.width, image.height)),
    focus,
    crop?.animals,
    facesIn(faces, crop?.region),
  )
  const drawn = performance.now()
  const place = artPlacement(lines, job.size, job.watermark, detail.penPt)
  const d = strokePathData(lines, place)
  const fill = ellipsePathData(spots, place)
  const timings = {
    findMs: found - started,
    decodeMs: decoded - found,
    lineArtMs: drawn - decoded,
    traceMs: performance.now() - drawn,
  }
  return { d, fill, penPt: detail.penPt, focused, timings }
}

export function traceArt(job: TraceArtJob): { d: string } {
  return { d: traceToPath(job.art, artPlacement(job.art, job.size, job.watermark), job.trace) }
}

/** A model's picture cleaned to line art and checked (model-art-check.ts); an undecodable PNG says why. */
export function checkedModelArt(job: ModelArtJob): CheckedModelArt {
  try {
    const picture = PNG.sync.read(Buffer.from(job.png.buffer, job.png.byteOffset, job.png.length))
    const art = cleanLineArt(picture)
    return { art, report: checkModelArt(picture, art, { textAllowed: job.textAllowed }) }
  } catch (error) {
    return { art: null, report: null, error: String(error) }
  }
}

export async function runLineJob(job: LineJob): Promise<LineResult> {
  if (job.kind === 'photo-lines') return photoLines(job)
  if (job.kind === 'trace-art') return traceArt(job)
  return checkedModelArt(job)
}

export function describeFailure(error: unknown): LineFailure {
  if (error instanceof PhotoError) return { photoError: { problem: error.problem, message: error.message } }
  return { error: String((error as Error)?.message ?? error) }
}
