// "a girl helping her grandma plant bulbs", "a guide dog helping a man cross the road": the plain verb after the
// one helped is what both are drawn doing, as "teaching his son to fish" is read as fishing (taught-doing.ts).
// The verb is no describing word of the person before it: "grandma plant" is no kind of plant, "man cross" no
// kind of cross, so the one helped is drawn, never dropped.

import { nounKind, verbLemma } from '../vocabulary'
import { ingForm } from './taught-doing'

const HELP = /^help(s|ed|ing)?$/
const SMALL = /^(a|an|the|his|her|their|my|our|your|its)$/

/** Whether `word` is a plain verb a helped person does: its own lemma, and no animal or person ("a baby bird"). */
const plainVerb = (word: string) =>
  verbLemma(word) === word && !/^(noun\.animal|noun\.person)$/.test(nounKind(word) ?? '')

/** Whether the word at `j` is the verb done by the person just before it (ending at `j - 1`), who is helped. */
export function helpedVerbAt(ws: string[], j: number, personAt: number): boolean {
  if (!ws[j] || !plainVerb(ws[j])) return false
  // "helping her grandma", "helping an old man": the help a word or two before.
  return ws.slice(Math.max(0, personAt - 3), personAt).some((w) => HELP.test(w))
}

/**
 * The text with a helped doing as its "-ing" form ("helping her grandma planting bulbs"), read by the actions
 * as they read "planting"; `isPerson` says which words name someone.
 */
export function helpedAsDoing(text: string, isPerson: (word: string) => boolean): string {
  const ws = text.split(' ')
  for (let h = 0; h < ws.length; h++) {
    if (!HELP.test(ws[h])) continue
    let p = h + 1
    while (p < ws.length && SMALL.test(ws[p])) p++
    // "an old man": a describing word before the person.
    if (!isPerson(ws[p] ?? '') && isPerson(ws[p + 1] ?? '')) p++
    if (!isPerson(ws[p] ?? '')) continue
    if (helpedVerbAt(ws, p + 1, p)) ws[p + 1] = ingForm(ws[p + 1])
  }
  return ws.join(' ')
}
