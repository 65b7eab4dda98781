import { describe, expect, it } from 'vitest'
import { everydaySense } from './everyday-senses'
import { makePlan } from './make-plan'
import { findNamedCharacter } from './named-characters'

const named = (prompt: string) => findNamedCharacter(prompt)?.name ?? null

describe('a character spelt as an everyday word', () => {
  it('is the everyday word where its everyday sense stands', () => {
    expect(named('a mechanic lying on a creeper under a car')).toBeNull()
    expect(named('a gardener pulling a creeper off the wall')).toBeNull()
    expect(named('a boy with a sonic toothbrush')).toBeNull()
    // Inside the name of a drawing Colorly has: the mechanic's trolley.
    expect(named("a mechanic's creeper")).toBeNull()
    expect(named('a mechanics creeper')).toBeNull()
    expect(named('a minecraft creeper')).toBe('Minecraft')
    expect(everydaySense('a mechanic on a creeper', 'creeper')).toBe(true)
  })

  it('is the character as the subject, as a bare name, capitalised, or with its franchise', () => {
    expect(named('a creeper')).toBe('Minecraft')
    expect(named('creepers in a cave')).toBe('Minecraft')
    expect(named('a minecraft creeper')).toBe('Minecraft')
    expect(named('sonic running through a loop')).toBe('Sonic')
    expect(named('a girl hugging sonic')).toBe('Sonic')
    expect(named('a boy playing with Sonic')).toBe('Sonic')
    expect(named('a boy dressed as snoopy')).toBe('Snoopy')
    expect(named('a minion')).toBe('Minions')
  })

  it('draws the page and says what it has no drawing for, never refuses it', () => {
    const plan = makePlan({
      prompt: 'a mechanic lying on a creeper under a car',
      complexity: 'easy',
      style: 'cartoon',
    })
    expect(plan.refusal).toBeFalsy()
    expect(plan.subjects.map((s) => s.concept)).toEqual(expect.arrayContaining(['car', 'mechanics-creeper']))
    expect(plan.leftOut).not.toContain('creeper')
  })
})
