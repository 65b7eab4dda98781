import { pick, seededRandomFor as seededRandom } from '../engine'
import type { SuggestOptions } from './prompt-options'
import { seasonalTheme, themeFor } from './suggestion-grammar'

/**
 * A kid-friendly idea for a coloring page, in the season of `now`: a character doing something
 * somewhere, a seasonal thing with a detail, or a sea creature under the sea. The same seed and
 * month give the same idea; every idea the grammar can make passes checkPrompt (tested).
 */
export function suggestPrompt({ now, seed }: SuggestOptions): string {
  const random = seededRandom(`suggest:${seed}:${now.getUTCFullYear()}-${now.getUTCMonth()}`)
  const all = themeFor(now)
  const seasonal = seasonalTheme(now)
  // Lean towards the season and its holidays, but keep the evergreen favourites in the mix.
  const lean = <T>(seasonalItems: T[] = [], allItems: T[]) =>
    seasonalItems.length > 0 && random() < 0.6 ? pick(random, seasonalItems) : pick(random, allItems)
  const roll = random()
  if (roll < 0.62) {
    const subject = lean(seasonal.characters, all.characters)
    const action = lean(seasonal.actions?.filter(fits(subject)), all.actions.filter(fits(subject)))
    const place = lean(seasonal.land?.filter(fits(subject, action)), all.land.filter(fits(subject, action)))
    return sentence(subject, action, place)
  }
  if (roll < 0.87) {
    const thing = lean(seasonal.things, all.things)
    const detail = pick(random, thing.details.filter(fits(thing.text)))
    return sentence(thing.text, detail, pick(random, all.land.filter(fits(thing.text, detail))))
  }
  const creature = pick(random, all.sea)
  const action = pick(random, all.seaActions.filter(fits(creature)))
  return sentence(creature, action, pick(random, all.water.filter(fits(creature, action))))
}

/** Every idea the grammar can make for the month of `now`. */
export function allSuggestions(now: Date): string[] {
  const t = themeFor(now)
  const out: string[] = []
  const combine = (subject: string, middles: string[], places: string[]) => {
    for (const middle of middles.filter(fits(subject))) {
      for (const place of places.filter(fits(subject, middle))) out.push(sentence(subject, middle, place))
    }
  }
  for (const subject of t.characters) combine(subject, t.actions, t.land)
  for (const thing of t.things) combine(thing.text, thing.details, t.land)
  for (const creature of t.sea) combine(creature, t.seaActions, t.water)
  return out
}

const minor = new Set(['with', 'next', 'under', 'little', 'near', 'among', 'into', 'over', 'behind'])
const contentWords = (text: string) =>
  text
    .toLowerCase()
    .split(/[^a-z']+/)
    .filter((w) => w.length >= 4 && !minor.has(w))
    .map((w) => w.replace(/s$/, ''))

// "a snowman building a snowman" and "having a picnic at a picnic" read badly: a part may not
// repeat the subject's noun or a word of the parts already chosen.
function fits(subject: string, ...chosen: string[]) {
  const noun = subject.toLowerCase().split(' ').at(-1) ?? ''
  const taken = new Set(chosen.flatMap(contentWords))
  return (part: string) => !part.toLowerCase().includes(noun) && !contentWords(part).some((w) => taken.has(w))
}

const sentence = (...parts: string[]) => {
  const text = parts.join(' ')
  return text.charAt(0).toUpperCase() + text.slice(1)
}
