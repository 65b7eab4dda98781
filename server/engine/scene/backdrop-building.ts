// A building named as where the people are ("a darts player in the pub", "a tuk-tuk driver waiting outside a
// temple", "a girl waving in front of a castle") is the page's backdrop: drawn big behind them, taller than a
// grown-up, never a small house standing beside them or at the foot of the page. A building is what WordNet
// files as one (a building, a dwelling, a tower) by any of its first two senses as a made thing.

import type { Plan, PlanProp } from '../plan'
import { type Concept, conceptById, lemmatize, nounSenses } from '../vocabulary'
import { type ArtItem, artItem, figureBox, type Item } from './action-items'

const BUILDING = new Set(['building', 'dwelling', 'tower'])
// Before the building's word: where people are at it.
const AT = String.raw`\b(?:in|inside|outside|at|by|near|beside|before|behind|in front of|next to|outside of)\s+(?:(?:a|an|the|his|her|their|our|my|its)\s+)?(?:[\w'-]+\s+){0,2}`
// How tall the backdrop is drawn, in an adult's head radii: half as tall again as a grown-up (10.6).
const BACKDROP_HEIGHT = 15

/** Whether a drawing is a building by WordNet: its name's or its last word's senses as a made thing. */
export function isBuilding(concept: Concept): boolean {
  if (concept.zone === 'sky') return false
  const names = [concept.label, concept.id.replace(/-/g, ' ')].map((n) => n.toLowerCase())
  const words = [...names, ...names.map((n) => n.split(' ').pop() ?? n)]
  return words.some((name) =>
    nounSenses(lemmatize(name), 2).some(
      (s) => s.kind === 'noun.artifact' && s.classes.some((k) => BUILDING.has(k)),
    ),
  )
}

/** Whether the prompt names the building (by any of `words`) as where people are: "in the pub". */
export function namedAsWhere(prompt: string, words: string[]): boolean {
  const lower = prompt.toLowerCase()
  return words.some(
    (w) => w && new RegExp(`${AT}${w.toLowerCase().replace(/[^\w\s'-]/g, '')}s?\\b`).test(lower),
  )
}

/** The building drawn behind the group's middle, its foot a little behind their feet. */
export function behindItem(
  concept: Concept,
  items: Item[],
  artSet: Parameters<typeof artItem>[1],
  key: string,
  subject?: number,
): ArtItem {
  const boxes = items.map((it) => (it.kind === 'figure' ? figureBox(it) : it.box))
  const mid = boxes.length
    ? (Math.min(...boxes.map((b) => b.minX)) + Math.max(...boxes.map((b) => b.maxX))) / 2
    : 0
  return artItem(concept, artSet, mid, -0.6, BACKDROP_HEIGHT, key, subject)
}

/** The words a subject is said by: its label and the label's last word ("hindu temple", "temple"). */
const saidAs = (label: string) => [label, label.split(' ').pop() ?? label]

/** A subject standing beside the people that is a building named as where they are: put behind them instead. */
export function standsBehind(
  plan: Plan,
  items: Item[],
  concept: Concept,
  i: number,
  artSet: Parameters<typeof artItem>[1],
): boolean {
  if (!isBuilding(concept) || !namedAsWhere(plan.prompt, saidAs(plan.subjects[i].label))) return false
  items.unshift(behindItem(concept, items, artSet, `extra${i}`, i))
  return true
}

/**
 * The action's thing laid beside the people (`object`: "a girl waving in front of a castle") when it is a
 * building named as where they are: moved behind them. Whether one was.
 */
export function objectBehind(plan: Plan, items: Item[], artSet: Parameters<typeof artItem>[1]): boolean {
  const at = items.findIndex(
    (it) =>
      it.kind === 'art' &&
      it.key === 'object' &&
      isBuilding(it.concept) &&
      namedAsWhere(plan.prompt, saidAs(plan.subjects[it.subject ?? -1]?.label ?? it.concept.label)),
  )
  const item = items[at]
  if (item?.kind !== 'art') return false
  items.splice(at, 1)
  items.unshift(behindItem(item.concept, items, artSet, item.key, item.subject))
  return true
}

/**
 * A place the page names as a building (a pub drawn as a house) when no building stands behind the people yet:
 * put behind them too, not at the page's foot. The prop drawn, or undefined.
 */
export function backdropProp(
  plan: Plan,
  taken: boolean,
  items: Item[],
  artSet: Parameters<typeof artItem>[1],
): PlanProp | undefined {
  if (taken) return undefined
  const prop = plan.props.find(
    (p) =>
      p.named &&
      p.place === 'floor' &&
      p.subject === undefined &&
      !p.concept.startsWith('*') &&
      isBuilding(conceptById(p.concept)),
  )
  if (prop) items.unshift(behindItem(conceptById(prop.concept), items, artSet, 'backdrop'))
  return prop
}
