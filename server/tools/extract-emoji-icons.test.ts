import { describe, expect, it } from 'vitest'
import { findIcon } from '../engine/art/icon-source'
import { emojiIconExtract } from './extract-emoji-icons'

// The compiled server draws from this extract; run from source (as here) findIcon reads the whole sets.
// Each drawing must be exactly what the whole set gives, or pages would differ between the two.
describe('the emoji drawings extracted for the compiled server', () => {
  const extract = emojiIconExtract()

  it.each(['fluent-emoji-flat', 'noto'] as const)('%s: the same drawings as the whole set', (set) => {
    const { icons, absent } = extract[set]
    expect(Object.keys(icons).length).toBeGreaterThan(800)
    for (const [name, icon] of Object.entries(icons)) expect(icon).toEqual(findIcon(set, name))
    for (const name of absent) expect(findIcon(set, name)).toBeNull()
  })
})
