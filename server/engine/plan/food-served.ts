import { type Concept, lemmatize, nounKinds } from '../vocabulary'

// "a haggis on a plate for Burns Night": a dish Colorly has no drawing for, served on a plate or in a bowl
// it can draw, is no reason to refuse the page. The plate is drawn and the food said ("Drawn without:
// haggis"), as a secondary thing missing is (docs/decisions/0150-occasions-and-secondary-places.md).

// What a food is served on or in.
const SERVING = new Set(['dishes', 'bowl', 'tray', 'lunchbox', 'cooking', 'basket', 'steaming-bowl'])

/** The first thing missing is a food and the page draws what it is served on or in. */
export function servedUndrawn(missing: string[], subjects: Concept[]): boolean {
  const asked = missing[0]?.toLowerCase()
  if (!asked || !subjects.some((s) => SERVING.has(s.id))) return false
  const head = asked.split(/\s+/).pop() ?? ''
  return [asked, head, lemmatize(head)].some((word) => nounKinds(word)[0] === 'noun.food')
}
