import { describe, expect, it } from 'vitest'
import { composeScene } from '../scene/compose-scene'
import { lemmatize } from '../vocabulary/lemmatize'
import { closeNouns, isAdjective, nounKind, relatedNouns } from '../vocabulary/wordnet'
import { makePlan } from './make-plan'
import { readFigure } from './read-figure'
import { suggestDrawable } from './suggest-drawable'

// "__proto__" and "constructor" are found on every plain object: a table of words read with `word in table`
// or `table[word]` answers them with a function or a prototype instead of nothing. Every name of
// Object.prototype is a prompt like any other word nobody can draw.
const WORDS = Object.getOwnPropertyNames(Object.prototype)
const PHRASINGS = (w: string) => [
  w,
  `a ${w}`,
  `${w} pattern`,
  `${w} shapes`,
  `a girl ${w}`,
  `a cat ${w} a dog`,
  `a ${w} and a cat`,
  `${w}s`,
  `happy birthday ${w}`,
  `"${w}"`,
]

// A scene is drawn from its plan; of the prompt's own text it reads only the words of people's actions. Plans
// equal but for the prompt (the word read as nothing drawable, "a constructor and a cat" as "a valueOf and a
// cat") draw the same scene, so each such plan is composed once: composing it again for the next word would
// draw the same intricate realistic cat and dog again and test nothing new. A plan with people, or one the word
// reached (a label, a missing subject), is composed for every word.
const composed = new Set<string>()
const firstComposition = (plan: ReturnType<typeof makePlan>) => {
  const { prompt: _, ...drawn } = plan
  const key = JSON.stringify(plan.people ? plan : drawn)
  if (composed.has(key)) return false
  composed.add(key)
  return true
}

describe('the words of Object.prototype', () => {
  it('are read as words: lemmas, nouns and figures of their own, no inherited values', () => {
    for (const word of WORDS) {
      expect(typeof lemmatize(word)).toBe('string')
      expect(readFigure(word)).toBeNull()
      // "constructor" is a noun to WordNet (one who builds); the others are no words at all.
      expect(nounKind(word)).toBe(word === 'constructor' ? 'noun.person' : null)
      for (const nouns of [closeNouns(word), relatedNouns(word)])
        expect(nouns.every((n) => typeof n === 'string')).toBe(true)
      expect(isAdjective(word)).toBe(false)
      const draws = (prompt: string) => {
        const plan = makePlan({ prompt, complexity: 'easy', style: 'cartoon' })
        return plan.refusal ? null : plan.subjects.map((s) => s.concept)
      }
      expect(Array.isArray(suggestDrawable(word, [word], draws))).toBe(true)
    }
  })

  it.each(WORDS)(
    '%s, alone or in a prompt, makes a plan and a scene on every complexity and style',
    (word) => {
      for (const prompt of PHRASINGS(word))
        for (const complexity of ['easy', 'intricate'] as const)
          for (const style of ['cartoon', 'realistic'] as const) {
            const plan = makePlan({ prompt, complexity, style, seed: 7 })
            if (plan.refusal || !firstComposition(plan)) continue
            expect(composeScene(plan).svg, `${prompt} ${complexity} ${style}`).toContain('<svg')
          }
    },
    60_000,
  )
})
