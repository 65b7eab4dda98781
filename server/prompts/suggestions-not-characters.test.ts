import { describe, expect, it } from 'vitest'
import { findNamedCharacter } from '../engine'
import { improvePrompt } from './improve-prompt'
import { allSuggestions } from './suggest-prompt'

// Suggest and the builtin Magic Prompt must never offer what generate then refuses.
describe('builtin prompts and named characters', () => {
  it('no Suggest prompt of any month names a character owned by others', () => {
    for (let month = 0; month < 12; month++)
      for (const prompt of allSuggestions(new Date(Date.UTC(2026, month, 15))))
        expect(findNamedCharacter(prompt), prompt).toBeNull()
  })

  it('no Magic Prompt rewrite adds one', () => {
    for (let seed = 0; seed < 200; seed++)
      for (const raw of ['a cat', 'a princess', 'a mouse', 'a snowman'])
        expect(
          findNamedCharacter(improvePrompt(raw, { complexity: 'easy', style: 'cartoon', seed })),
        ).toBeNull()
  })
})
