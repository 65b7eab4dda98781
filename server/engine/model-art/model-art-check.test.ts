import { PNG } from 'pngjs'
import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import {
  blankPicture,
  colouredPicture,
  goodDrawing,
  inkBlob,
  openLines,
  rowOfRings,
  shadedPicture,
  strayTextPicture,
} from '../../../tests/fakes/model-pictures'
import { renderPage } from '../render-page'
import { cleanLineArt } from './line-art-cleanup'
import { checkModelArt } from './model-art-check'

const check = (png: Buffer, textAllowed = false) => {
  const picture = PNG.sync.read(png)
  return checkModelArt(picture, cleanLineArt(picture), { textAllowed })
}

describe("checking a model's picture before it becomes a page", () => {
  it('closed black outlines on white pass, with their measures', () => {
    const report = check(goodDrawing())
    expect(report.problems).toEqual([])
    expect(report.ok).toBe(true)
    expect(report.measures.ink).toBeGreaterThan(0.015)
    expect(report.measures.ink).toBeLessThan(0.35)
    expect(report.measures.enclosedRegions).toBeGreaterThanOrEqual(6)
  })

  it.each([
    ['a nearly blank picture', 'blank', blankPicture],
    ['a filled black area', 'too-much-ink', inkBlob],
    ['a grey gradient background', 'shading', shadedPicture],
    ['a coloured picture', 'colour', colouredPicture],
    ['outlines left open', 'open-regions', openLines],
    ['a caption nobody asked for', 'stray-text', strayTextPicture],
  ] as const)('%s fails as %s', (_, problem, picture) => {
    const report = check(picture())
    expect(report.ok).toBe(false)
    expect(report.problems).toContain(problem)
  })

  it('words are fine when the prompt asked for them', () => {
    expect(check(strayTextPicture(), true).ok).toBe(true)
  })

  it('a row of identical rings is a pattern, not text', () => {
    expect(check(rowOfRings()).problems).toEqual([])
  })
})

// The builtin engine's pages are the line art a model is asked for: shrunk to a model's 1024 px (which greys
// the edges of lines as a model's anti-aliasing does), every one must pass, or good pictures would be retried.
describe('good coloring pages pass', () => {
  it.each([
    { prompt: 'a cat and a dog in a garden', complexity: 'easy', style: 'cartoon' },
    { prompt: 'a butterfly', complexity: 'easy', style: 'realistic' },
    { prompt: 'a wizard', complexity: 'intricate', style: 'realistic' },
    { prompt: 'a kitten playing with a ball', complexity: 'intricate', style: 'cartoon' },
  ] as const)(
    '$prompt ($complexity, $style)',
    async (request) => {
      const page = await renderPage({ ...request, watermark: false })
      const report = check(await sharp(page.png).resize(1024).png().toBuffer())
      expect(report.problems).toEqual([])
    },
    60_000,
  )
})
