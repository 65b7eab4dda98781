import { describe, expect, it } from 'vitest'
import { pathBounds } from '../common/path-bounds'
import { findPromptText } from '../plan/prompt-text'
import { bubbleLettering, textPath } from './lettering'

describe('findPromptText', () => {
  it('takes a greeting and the name after it', () => {
    expect(findPromptText('happy birthday Emma')).toMatchObject({
      lines: ['Happy Birthday', 'Emma'],
      occasion: 'birthday',
    })
  })

  it('capitalises a lower-case name that ends the prompt', () => {
    expect(findPromptText('happy birthday emma').lines).toEqual(['Happy Birthday', 'Emma'])
  })

  it('does not take an ordinary word after a greeting for a name', () => {
    expect(findPromptText('happy birthday cake with candles').lines).toEqual(['Happy Birthday'])
  })

  it('reads single letters and quoted words', () => {
    expect(findPromptText('the letter b').letter).toBe('B')
    expect(findPromptText('a sign that says "Go Team"').lines).toEqual(['Go Team'])
  })

  it('reads a name given with "named" and leaves the rest of the prompt', () => {
    const text = findPromptText('a dog named Rex in the park')
    expect(text.lines).toEqual(['Rex'])
    expect(text.rest.replace(/\s+/g, ' ')).toBe('a dog in the park')
  })

  it('finds no text in a plain subject prompt', () => {
    expect(findPromptText('a lion wearing a crown').lines).toEqual([])
  })
})

describe('bubbleLettering', () => {
  const box = { minX: 36, minY: 36, maxX: 576, maxY: 236 }

  it('keeps every line inside its box', () => {
    const { box: used } = bubbleLettering(['Happy Birthday', 'Emma'], box, {
      outline: 4,
      swell: 0.07,
      innerLine: 0,
    })
    expect(used.minX).toBeGreaterThanOrEqual(box.minX - 0.5)
    expect(used.maxX).toBeLessThanOrEqual(box.maxX + 0.5)
    expect(used.minY).toBeGreaterThanOrEqual(box.minY - 0.5)
    expect(used.maxY).toBeLessThanOrEqual(box.maxY + 0.5)
  })

  it('draws hollow letters: a black outline under a white body, letter by letter', () => {
    const { svg } = bubbleLettering(['Emma'], box, { outline: 4, swell: 0.07, innerLine: 0 })
    const layers = [...svg.matchAll(/<path d="[^"]+" fill="(#000|#fff)"/g)].map((m) => m[1])
    expect(layers).toEqual(['#000', '#fff', '#000', '#fff', '#000', '#fff', '#000', '#fff'])
  })

  it('adds an inner line for intricate pages', () => {
    const { svg } = bubbleLettering(['Emma'], box, { outline: 1.5, swell: 0.05, innerLine: 1 })
    expect(svg).toContain('fill="none"')
  })

  it('makes glyph outlines of real size from the font, with no broken numbers', () => {
    const d = textPath('Made with Colorly', 100, 200, 40)
    expect(d).not.toContain('NaN')
    const b = pathBounds(d)
    expect(b.maxX - b.minX).toBeGreaterThan(200)
    expect(b.maxY).toBeLessThan(215)
  })
})
