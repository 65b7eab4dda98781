import { describe, expect, it } from 'vitest'
import { coloringPagePrompt } from './image-prompt'

describe('coloringPagePrompt', () => {
  it('always asks for closed black outlines on white with the whole subject in frame', () => {
    const prompt = coloringPagePrompt('a fire truck', { complexity: 'easy', style: 'cartoon' })
    expect(prompt).toMatch(/^A printable coloring page: a fire truck\./)
    expect(prompt).toMatch(/pure black outlines on a plain white background/)
    expect(prompt).toMatch(/closed outlines/)
    expect(prompt).toMatch(/whole subject inside the frame/)
  })

  it('easy asks for thick lines and few large regions; intricate for patterns and fine lines', () => {
    const easy = coloringPagePrompt('an owl', { complexity: 'easy', style: 'cartoon' })
    const intricate = coloringPagePrompt('an owl', { complexity: 'intricate', style: 'cartoon' })
    expect(easy).toMatch(/thick bold lines, a few large simple shapes/)
    expect(intricate).toMatch(/thin fine lines.*intricate decorative patterns/)
    expect(intricate).not.toMatch(/thick bold lines/)
  })

  it('cartoon forbids shading and grey; realistic asks for fine line work and hatching instead of grey', () => {
    expect(coloringPagePrompt('an owl', { complexity: 'easy', style: 'cartoon' })).toMatch(
      /No shading, no grey tones/,
    )
    const realistic = coloringPagePrompt('an owl', { complexity: 'intricate', style: 'realistic' })
    expect(realistic).toMatch(/fine line work/)
    expect(realistic).toMatch(/hatching/)
    expect(realistic).toMatch(/never grey shading/)
  })

  it('forbids text unless the person asked for words', () => {
    expect(coloringPagePrompt("a dragon's castle", { complexity: 'easy', style: 'cartoon' })).toMatch(
      /No text/,
    )
    const birthday = coloringPagePrompt('happy birthday Emma with balloons', {
      complexity: 'easy',
      style: 'cartoon',
    })
    expect(birthday).toMatch(/only the words asked for/)
    expect(birthday).not.toMatch(/No text/)
    expect(
      coloringPagePrompt('a shop sign that says "Open"', { complexity: 'easy', style: 'cartoon' }),
    ).toMatch(/only the words asked for/)
  })
})
