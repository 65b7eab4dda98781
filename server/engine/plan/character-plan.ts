import { hashText } from '../common'
import { emptyPlan } from './empty-plan'
import { characterRefusalMessage, findNamedCharacter } from './named-characters'
import type { Plan, PlanInput } from './plan'

const MAX_SUGGESTIONS = 5

/**
 * The plan for a prompt that names a character owned by others: nothing to draw, confidence 0, and a
 * refusal with generic takes. Null when the prompt names no such character.
 */
export function characterPlan(input: PlanInput): Plan | null {
  const character = findNamedCharacter(input.prompt)
  if (!character) return null
  const prompt = input.prompt.trim().slice(0, 300)
  return {
    ...emptyPlan(input, prompt, (input.seed ?? hashText(prompt.toLowerCase())) >>> 0),
    confidence: 0,
    missing: [character.name],
    refusal: {
      kind: 'character',
      error: characterRefusalMessage(character),
      suggestions: character.takes.slice(0, MAX_SUGGESTIONS),
    },
  }
}
