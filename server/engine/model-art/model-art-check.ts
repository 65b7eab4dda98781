import type { Bitmap } from '../render'
import { countWhiteRegions } from '../render'
import type { DecodedPicture } from './line-art-cleanup'
import { findStrayText } from './stray-text'

/**
 * Whether a model's picture makes a page worth charging for. Measured on the picture as the model drew it
 * (tone) and on the 1-bit line art the cleanup made of it (coverage, regions, text). Bounds in
 * docs/decisions/0022-checking-model-pages.md.
 */
export const modelArtBounds = {
  /** Pixels with clear colour (max - min channel above 48): a coloured picture, not line art. */
  maxColourShare: 0.03,
  /** Mid-grey pixels inside a grey area (not the soft edge of a line): shading or gradients. */
  maxShadingShare: 0.03,
  /** Ink share of the cleaned picture: below, nearly blank; above, filled black areas or noise. */
  minInk: 0.015,
  maxInk: 0.35,
  /** Enclosed regions (all but the largest white area) of at least this share of the picture count. */
  minRegionShare: 0.0005,
  minEnclosedRegions: 3,
  /** Share of the white that lies in enclosed regions: lines left open leak everything into the background. */
  minEnclosedWhite: 0.05,
} as const

export type ModelArtProblem = 'colour' | 'shading' | 'blank' | 'too-much-ink' | 'open-regions' | 'stray-text'

export type ModelArtReport = {
  ok: boolean
  problems: ModelArtProblem[]
  measures: {
    colourShare: number
    shadingShare: number
    ink: number
    enclosedRegions: number
    enclosedWhite: number
    textRuns: number
  }
}

export function checkModelArt(
  picture: DecodedPicture,
  art: Bitmap,
  options: { textAllowed: boolean },
): ModelArtReport {
  const b = modelArtBounds
  const tone = measureTone(picture)
  const ink = inkShare(art)
  const regions = enclosedRegions(art)
  const textRuns = options.textAllowed ? 0 : findStrayText(art).length
  const problems: ModelArtProblem[] = []
  if (tone.colourShare > b.maxColourShare) problems.push('colour')
  if (tone.shadingShare > b.maxShadingShare) problems.push('shading')
  if (ink < b.minInk) problems.push('blank')
  if (ink > b.maxInk) problems.push('too-much-ink')
  if (ink >= b.minInk && (regions.count < b.minEnclosedRegions || regions.whiteShare < b.minEnclosedWhite))
    problems.push('open-regions')
  if (textRuns > 0) problems.push('stray-text')
  return {
    ok: problems.length === 0,
    problems,
    measures: {
      ...tone,
      ink,
      enclosedRegions: regions.count,
      enclosedWhite: regions.whiteShare,
      textRuns,
    },
  }
}

const midGrey = (v: number) => v >= 70 && v <= 185

/**
 * Colour and shading in the picture as drawn. A line's anti-aliased edge is grey too, but always next to
 * black or white; shading is grey with grey all around it, so only grey two pixels deep in every direction
 * counts.
 */
export function measureTone(picture: DecodedPicture): { colourShare: number; shadingShare: number } {
  const { width: w, height: h, data } = picture
  const n = w * h
  const grey = new Uint8Array(n)
  let colour = 0
  for (let i = 0; i < n; i++) {
    const a = data[i * 4 + 3] / 255
    const r = data[i * 4] * a + 255 * (1 - a)
    const g = data[i * 4 + 1] * a + 255 * (1 - a)
    const bl = data[i * 4 + 2] * a + 255 * (1 - a)
    if (Math.max(r, g, bl) - Math.min(r, g, bl) > 48) colour++
    grey[i] = Math.round(0.299 * r + 0.587 * g + 0.114 * bl)
  }
  let shading = 0
  for (let y = 2; y < h - 2; y++) {
    for (let x = 2; x < w - 2; x++) {
      const i = y * w + x
      if (
        midGrey(grey[i]) &&
        midGrey(grey[i - 2]) &&
        midGrey(grey[i + 2]) &&
        midGrey(grey[i - 2 * w]) &&
        midGrey(grey[i + 2 * w])
      )
        shading++
    }
  }
  return { colourShare: colour / n, shadingShare: shading / n }
}

export function inkShare(art: Bitmap): number {
  const rowBytes = (art.width + 7) >> 3
  let white = 0
  for (let y = 0; y < art.height; y++) {
    for (let x = 0; x < art.width; x++) {
      if (art.bits[y * rowBytes + (x >> 3)] & (0x80 >> (x & 7))) white++
    }
  }
  return 1 - white / (art.width * art.height)
}

/** The regions a child could colour: every white area but the largest (the background), above a minimum size. */
function enclosedRegions(art: Bitmap): { count: number; whiteShare: number } {
  const { sizes } = countWhiteRegions(art)
  const totalWhite = sizes.reduce((s, v) => s + v, 0)
  const minPx = modelArtBounds.minRegionShare * art.width * art.height
  const enclosed = sizes.slice(1).filter((s) => s >= minPx)
  const enclosedWhite = enclosed.reduce((s, v) => s + v, 0)
  return { count: enclosed.length, whiteShare: totalWhite ? enclosedWhite / totalWhite : 0 }
}
