// Everyday work done with a tool the prompt may not name: shoveling snow, raking leaves, skiing, chopping a tree,
// writing a letter. Each puts its tool in the hands (or on the feet) and is drawn using it (scene/): the
// shovel's blade and the rake's teeth on the ground before the worker, skis under the feet and poles in the
// hands on a slope, the axe's head at the tree's trunk, the pencil on a sheet of paper at a desk.

import { type Concept, lemmatize, nounSenses } from '../vocabulary'
import type { PeopleAction } from './people-plan'

/** Long-handled tools used like a pushed thing: held by the top of the handle, their working end on the ground. */
export const TOOL_PUSH: [RegExp, string][] = [
  // Digging is shovelling: the blade in the ground before the feet.
  [/\b(?:shovel(?:l)?ing|digging)\b/, 'shovel'],
  [/\braking\b/, 'rake'],
  // A mop is pushed over the floor the same way, its head on the ground before the feet.
  [/\bmop(?:s|ping|ped)?\b/, 'mop'],
  // A broom too ("a chimney sweep" is a person, not sweeping).
  [/\bsweeping\b/, 'broom'],
]

const POSSESSIVE = /^(its|his|her|their|my|your|our)$/

/**
 * Whether the words after a verb begin with the doer's own part: "sweeping its beak", "mopping his brow",
 * "raking its claws". WordNet files a person's parts as the body and an animal's (a beak, a tail, a claw) among
 * the animals, apart from the animals themselves.
 */
export function ownPart(rest: string[]): boolean {
  if (!POSSESSIVE.test(rest[0] ?? '') || !rest[1]) return false
  return nounSenses(lemmatize(rest[1]), 2).some(
    (s) => s.kind === 'noun.body' || (s.kind === 'noun.animal' && !s.classes.includes('animal')),
  )
}

/** The long-handled tools: their working end is on the ground, never on the doer's own body. */
export const PUSH_TOOLS = new Set(TOOL_PUSH.map(([, tool]) => tool))

/**
 * The long-handled tool a push-like action uses, when the prompt's words name one; none when the verb is done
 * with the doer's own part ("an avocet sweeping its beak through the water").
 */
export function pushTool(lower: string): string | null {
  for (const [re, tool] of TOOL_PUSH) {
    const m = re.exec(lower)
    if (!m) continue
    const after = lower.slice(m.index + m[0].length).match(/[a-z]+/g) ?? []
    if (!ownPart(after)) return tool
  }
  return null
}

// Writing something on paper at a desk (a teacher writing on the board writes standing: not this).
export const WRITING = /\bwrit(?:e|es|ing)\b(?! on (?:the|a|his|her) (?:chalk|black|white)?board)/
export const CHOPPING =
  /\b(?:chop(?:s|ping)?|split(?:s|ting)?|hew(?:s|ing)?|cut(?:s|ting)? down|fell(?:s|ing)?)\b/
// What is chopped with the axe: a tree, or wood (a log, firewood: the art's stump).
const CHOPPED = /tree|^wood$|^stump$/
export const WOODCUTTER = /\b(?:lumberjacks?|woodcutters?|woodsm[ae]n)\b/

/** Whether a tool action has what it works on: a tree to chop (a lumberjack brings one), paper to write on. */
export function toolActionFits(name: PeopleAction, lower: string, objects: { s: Concept }[]): boolean {
  if (name === 'chop')
    return WOODCUTTER.test(lower) || (CHOPPING.test(lower) && objects.some(({ s }) => CHOPPED.test(s.id)))
  if (name === 'ski') return true
  return false
}

type ToolThing = { concept: string; label: string; absorbed: boolean; object?: boolean; at?: number }

/**
 * What a tool action draws that the prompt may not name, as subjects (the page names them): the skis, the
 * axe and, for a lumberjack alone, the tree; the desk a letter is written at. `absorbed`: drawn by the action's
 * own code, not as art apart. `add` makes a subject of one the prompt does not name and gives its index.
 */
export function toolActionThings(
  action: PeopleAction,
  lower: string,
  objects: { s: Concept; i: number }[],
  add: (thing: { concept: string; label: string }) => number,
): (ToolThing & { at: number })[] {
  const has = (re: RegExp) => objects.find(({ s }) => re.test(s.id))?.i
  const things: ToolThing[] =
    action === 'ski'
      ? [{ concept: 'skis', label: 'skis', absorbed: true, at: has(/^skis$/) }]
      : action === 'chop'
        ? [
            { concept: 'axe', label: 'axe', absorbed: true, at: has(/^axe$/) },
            { concept: 'tree', label: 'tree', absorbed: false, object: true, at: has(CHOPPED) },
          ]
        : action === 'desk' && WRITING.test(lower)
          ? [{ concept: 'desk', label: 'desk', absorbed: false, object: true, at: has(/^desk$/) }]
          : []
  return things.map((t) => ({ ...t, at: t.at ?? add({ concept: t.concept, label: t.label }) }))
}
