// Things worn, and where on the wearer: a hat on the head, glasses on the eyes, a scarf or a bow tie round the
// neck, boots on the feet. "a cat wearing sunglasses", "a snowman wearing a scarf and a top hat", "a duck
// wearing rain boots", "a cat in a hat", "a snowman with a scarf": each worn thing is put on its wearer,
// never drawn as a second subject standing beside it.

import type { Concept } from '../vocabulary'
import { normalizePhrase, nounKind } from '../vocabulary'
import type { PropPlace } from './plan'
import type { PromptReading } from './read-prompt'

export type WornPlace = Extract<PropPlace, 'head' | 'eyes' | 'neck' | 'feet' | 'hand'>

// Where each wearable drawing is worn. Hats, crowns, bows and helmets go on the head (their zone says so).
const WORN_AT: Record<string, WornPlace> = {
  sunglasses: 'eyes',
  glasses: 'eyes',
  'diving-mask': 'eyes',
  // The art's mask is a domino mask, worn over the eyes ("a man in a white mask").
  mask: 'eyes',
  goggles: 'eyes',
  scarf: 'neck',
  necktie: 'neck',
  'bow-tie': 'neck',
  // Mittens and gloves on the hands: a person's figure wears them, an animal has them beside it.
  gloves: 'hand',
  // A cape is tied at the neck (a person's figure draws it down the back); a coat hangs from the shoulders.
  cape: 'neck',
  coat: 'neck',
  raincoat: 'neck',
  // An apron is tied on over the clothes: a person's figure draws it, an animal has it at the neck.
  apron: 'neck',
  // A poncho hangs from the neck over the shoulders, as a cape does.
  poncho: 'neck',
  'rain-boot': 'feet',
  'hiking-boot': 'feet',
  'womans-boot': 'feet',
  'running-shoe': 'feet',
  'mans-shoe': 'feet',
  'high-heeled-shoe': 'feet',
  'ballet-shoes': 'feet',
  'thong-sandal': 'feet',
  socks: 'feet',
  'ice-skate': 'feet',
  'roller-skate': 'feet',
  headphone: 'head',
  'military-helmet': 'head',
  'rescue-workers-helmet': 'head',
  'billed-cap': 'head',
  'womans-hat': 'head',
}

/** Where a drawing is worn, or null when it is not a thing worn. */
export function wornPlace(concept: Concept): WornPlace | null {
  if (Object.hasOwn(WORN_AT, concept.id)) return WORN_AT[concept.id]
  return concept.zone === 'head' ? 'head' : null
}

// Words that put a thing on a wearer: "wearing a hat", "in a hat", "with a scarf", "dressed in a cape".
const WEAR_WORDS = new Set([
  'wear',
  'wears',
  'wearing',
  'wore',
  'in',
  'with',
  'dressed',
  'has',
  'put',
  'puts',
])
// After the wear word, only these may stand between the wearer's things: "wearing a scarf and a top hat".
const BREAKS =
  /^(?:on|under|at|near|next|beside|behind|by|riding|holding|eating|reading|and then|while)$|ing$/

/** A subject that wears things: a person, a creature, a snowman or a teddy bear. */
function wearer(concept: Concept | undefined): boolean {
  if (!concept || wornPlace(concept)) return false
  if (/^(snowman|teddy-bear|scarecrow|person-elf|santa|mrs-claus|ghost|robot|alien)/.test(concept.id))
    return true
  const kind = nounKind(normalizePhrase(concept.label))
  return kind === 'noun.animal' || kind === 'noun.person'
}

/** Where a drawing's name first appears in the words from `from` on, or -1. */
function wordIndex(words: string[], concept: Concept, from: number): number {
  const names = [concept.label, ...(concept.aliases ?? [])].map((n) =>
    normalizePhrase(n.replace(/^~/, '')).split(' '),
  )
  for (let i = from; i < words.length; i++)
    for (const name of names)
      if (name.every((w, k) => (words[i + k] ?? '').replace(/e?s$/, '') === w.replace(/e?s$/, ''))) return i
  return -1
}

/**
 * Worn things the reading made subjects of their own or set beside their wearer, put on the wearer: what
 * follows a wear word ("wearing a scarf and a top hat", "in a hat", "with sunglasses") when it is a thing worn
 * and the subject before it wears things. Relations naming a thing moved are dropped (a cat "in" a hat wears
 * it), and the subject indexes after it shift down.
 */
export function putOnWearers(reading: PromptReading, text: string): PromptReading {
  const words = text
    .toLowerCase()
    .replace(/[^a-z' -]/g, ' ')
    .split(/[\s-]+/)
    .map((w) => w.replace(/'s$/, ''))
    .filter(Boolean)
  let subjects = [...reading.subjects]
  let relations = [...reading.relations]
  const attached = reading.attached.map((a) =>
    // "a snowman with a scarf": worn, not set beside him.
    a.relation === 'beside' && wornPlace(a.concept) && wearer(subjects[a.subject])
      ? { ...a, relation: 'head' as const }
      : a,
  )
  let from = 0
  for (let i = 0; i < subjects.length; i++) {
    const at = wordIndex(words, subjects[i], from)
    if (at >= 0) from = at + 1
    if (i === 0 || at < 0 || !wornPlace(subjects[i]) || !wearer(subjects[i - 1])) continue
    const owner = wordIndex(words, subjects[i - 1], 0)
    const between = words.slice(Math.max(0, owner + 1), at)
    const wearAt = between.findIndex((w) => WEAR_WORDS.has(w))
    if (wearAt < 0 || between.slice(wearAt + 1).some((w) => BREAKS.test(w))) continue
    // "a frog in a boot" sits in it; "a duck in rain boots" wears a pair.
    const pair = words.slice(at, at + 3).some((w) => /(?:boots|shoes|skates|socks|sandals|wellies)$/.test(w))
    if (between[wearAt] === 'in' && wornPlace(subjects[i]) === 'feet' && !pair) continue
    attached.push({ concept: subjects[i], relation: 'head', subject: i - 1 })
    const gone = i
    subjects = subjects.filter((_, k) => k !== gone)
    relations = relations
      .filter((r) => r.actor !== gone && r.object !== gone)
      .map((r) => ({
        ...r,
        actor: r.actor > gone ? r.actor - 1 : r.actor,
        object: r.object > gone ? r.object - 1 : r.object,
      }))
    for (const a of attached) if (a.subject > gone) a.subject--
    i--
  }
  return { ...reading, subjects, relations, attached }
}

// Clothes no art set draws that a person's figure wears in its own lines (scene/worn-on-figure.ts).
const FIGURE_GARMENTS = /\b(pajamas|pyjamas|pjs|nightgown|nightie)\b/i

/** Clothes the prompt names that only a person's figure draws ("a boy in pajamas"), as typed. */
export function garmentsNamed(text: string): string[] {
  const hit = FIGURE_GARMENTS.exec(text)
  return hit ? [hit[1].toLowerCase()] : []
}
