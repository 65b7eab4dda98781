import { conceptForPhrase, lemmatize } from '../vocabulary'
import { LITTLE_WORDS } from './little-words'
import type { Plan } from './plan'

// The scenery a setting brings (a sofa in a room, mountains under a night sky) is drawn only where there is room,
// and a composed scene draws none of it: a prop the page may leave off is no way to show a thing the prompt
// names. The last accounting (nothing-dropped.ts) marks such a prop named, so the page draws it like any
// named place or sky ("a comet over the mountains", "a boy holding his baby sister on the sofa").

/** The names a prompt's words give drawings: each word, its lemma and each two-word phrase, as drawing ids. */
function namedIds(words: string[]): Set<string> {
  const out = new Set<string>()
  for (let i = 0; i < words.length; i++) {
    if (LITTLE_WORDS.has(words[i])) continue
    for (const phrase of [words[i], lemmatize(words[i]), words.slice(i, i + 2).join(' ')]) {
      const concept = conceptForPhrase(phrase)
      if (concept) out.add(concept.id)
      out.add(phrase.replace(/ /g, '-'))
    }
  }
  return out
}

/**
 * The plan with every loose, unnamed prop that is a drawing the prompt names (by its name or a name of its
 * drawing) marked named, one prop a drawing: the page draws it like any named place.
 */
export function sceneryNamed(plan: Plan, words: string[]): Plan {
  const loose = plan.props.filter((p) => p.subject === undefined && !p.named)
  if (!loose.length) return plan
  const ids = namedIds(words)
  const done = new Set(plan.props.filter((p) => p.named).map((p) => p.concept))
  let changed = false
  const props = plan.props.map((p) => {
    const id = p.concept.replace(/^\*/, '')
    if (p.subject !== undefined || p.named || done.has(p.concept) || !ids.has(id)) return p
    done.add(p.concept)
    changed = true
    return { ...p, named: true }
  })
  return changed ? { ...plan, props } : plan
}
