// The figures drawn for the people the words name: one per mention, a family as two parents and two children,
// each with an age, a look and hair.

import { ageSaidBefore } from './people-ages'
import { figureCount } from './people-count'
import type { Mention } from './people-mentions'
import type { Age, Hair, PlanPerson } from './people-plan'

const HAIR: Record<string, Hair> = {
  curly: 'curly',
  bald: 'bald',
  ponytail: 'ponytail',
  pigtails: 'pigtails',
  braids: 'pigtails',
  bun: 'bun',
}

/** "his" or "he" alone says a man, "her" or "she" alone a woman; both or neither say nothing. */
function pronounLook(ws: string[]): 'man' | 'woman' | undefined {
  const he = ws.some((w) => /^(he|his|him|himself)$/.test(w))
  const she = ws.some((w) => /^(she|her|hers|herself)$/.test(w))
  return he === she ? undefined : he ? 'man' : 'woman'
}

/** One person per mention; a family is two parents and two children, "kids" two children. */
export function expand(mentions: Mention[], lower: string, ws: string[]): PlanPerson[] {
  const out: PlanPerson[] = []
  const hairWord = ws.find((w) => HAIR[w])
  mentions.forEach(({ who, at, word }, m) => {
    const n = who.group === 'family' ? (who.count ?? 1) : figureCount(ws, at, word, who.count)
    // "a town crier ringing his handbell": one person the words do not sex takes the prompt's pronoun; of several,
    // each takes the pronoun said after it and before the next ("a Thai boxer kicking a pad held up by his
    // trainer": the boxer is a man).
    const next = mentions[m + 1]?.at ?? ws.length
    const said =
      n !== 1 ? undefined : mentions.length === 1 ? pronounLook(ws) : pronounLook(ws.slice(at + 1, next))
    for (let i = 0; i < n; i++) {
      let look = who.look ?? said ?? (i % 2 ? 'man' : 'woman')
      let age: Age = who.age ?? ageSaidBefore(ws, at, word) ?? 'adult'
      if (who.group === 'family') {
        age = i < 2 ? 'adult' : 'child'
        look = i % 2 ? 'man' : 'woman'
      }
      if (who.look === undefined && !said && who.role !== 'casual' && !who.group)
        look = out.length % 2 ? 'woman' : 'man'
      const hair: Hair =
        (hairWord && HAIR[hairWord]) ||
        (who.role === 'clown' ? 'curly' : null) ||
        (age === 'baby'
          ? 'bald'
          : age === 'elder'
            ? look === 'man'
              ? 'tufts'
              : 'bun'
            : look === 'woman'
              ? age === 'child'
                ? 'pigtails'
                : 'long'
              : 'short')
      out.push({
        role: who.role,
        age,
        look,
        hair,
        beard: /\bbeard/.test(lower) && look === 'man' ? true : undefined,
        // Which mention, until the subjects are numbered below.
        subject: -(m + 1),
      })
    }
  })
  return out
}
