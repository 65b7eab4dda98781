import { createHash } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { composeScene } from './compose-scene'
import { makePlan } from './make-plan'
import type { Style } from './plan'

// Easy pages are for children: thick lines, few large regions. Work on the intricate pages must leave them
// exactly as they were, so their SVG is pinned. A deliberate change to easy pages updates these hashes.
const PINNED: { prompt: string; style: Style; sha256: string }[] = [
  {
    prompt: 'giraffe eating leaves',
    style: 'cartoon',
    sha256: 'b2aedef590fadeac142a0e1b2b3a76dd454e00176c479e92d09c3a76dc00ed24',
  },
  {
    prompt: 'a sea turtle',
    style: 'cartoon',
    sha256: 'f57b0bfc3ed72a4d5faac8c4a0322b5b79a99eac4e15048caffc5c56ea4a1694',
  },
  {
    prompt: 'an owl in the forest',
    style: 'realistic',
    sha256: '8f77e64a6b317a60687c23d3851b50a29670679dbf1f04935d2a6ed90cbaba9d',
  },
  {
    prompt: 'a lion wearing a crown',
    style: 'realistic',
    sha256: '09a025b6bd707e58ee854f0860e0152695f10cedba31a2bce061d5688cfd033a',
  },
  {
    prompt: 'a cat and a dog in a garden',
    style: 'cartoon',
    sha256: 'aa796fc789f253273399633d70b57f266c6e2f31bb7518630f10d68201aac360',
  },
]

const hash = (prompt: string, style: Style) =>
  createHash('sha256')
    .update(composeScene(makePlan({ prompt, complexity: 'easy', style, seed: 1 })).svg)
    .digest('hex')

describe('easy pages are unchanged by intricate work', () => {
  it.each(PINNED)('"$prompt" ($style) draws the same SVG', ({ prompt, style, sha256 }) => {
    expect(hash(prompt, style)).toBe(sha256)
  })
})
