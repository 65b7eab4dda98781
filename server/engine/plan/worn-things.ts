// Things worn, and where on the wearer: a hat on the head, glasses on the eyes, a scarf or a bow tie round the
// neck, boots on the feet. "a cat wearing sunglasses", "a snowman wearing a scarf and a top hat", "a duck
// wearing rain boots", "a cat in a hat", "a snowman with a scarf": each worn thing is put on its wearer,
// never drawn as a second subject standing beside it.

import type { Concept } from '../vocabulary'
import { normalizePhrase, nounKind } from '../vocabulary'
import { DRESSES_NECK, DRESSING_VERB } from './dressing-at-neck'
import type { PromptReading } from './prompt-reading'
import { onlyFiguresWear, wornPlace } from './worn-at'

export { onlyFiguresWear, type WornPlace, wornPlace } from './worn-at'

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
// Verbs that with "on" put a thing on: "trying on", "putting on", "pulls on".
const PUTS_ON = /^(try|tries|tried|trying|put|puts|putting|pull|pulls|pulled|pulling|slip|slips|slipping)$/
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

/** "a ferret running off with a sock": the wearer does something, then "with" the thing: it carries it. */
function carried(words: string[], owner: Concept, thing: Concept): boolean {
  const from = wordIndex(words, owner, 0)
  const at = wordIndex(words, thing, from + 1)
  if (from < 0 || at < 0) return false
  const between = words.slice(from + 1, at)
  const w = between.lastIndexOf('with')
  return w > 0 && CARRY_WORDS.has(between[w - 1])
}
// Words before "with" that make it carrying, not wearing: "running off with", "playing with".
const CARRY_WORDS = new Set(['off', 'away', 'playing', 'plays', 'play', 'ran', 'runs', 'running', 'dashing'])

/** Whether a wear word follows the wearer's name before word `to`, with nothing between that breaks it off. */
function wornBy(words: string[], wearer: Concept, to: number): boolean {
  const gap = words.slice(wordIndex(words, wearer, 0) + 1, to)
  const at = gap.findIndex((w) => WEAR_WORDS.has(w))
  return at >= 0 && !gap.slice(at + 1).some((w) => BREAKS.test(w))
}

// Names the reading knows a worn thing by that its drawing does not list ("tie" is the necktie emoji).
const SAID_AS: Record<string, string[]> = { necktie: ['tie'] }

/** Where a drawing's name first appears in the words from `from` on, or -1. */
function wordIndex(words: string[], concept: Concept, from: number): number {
  const names = [concept.label, ...(concept.aliases ?? []), ...(SAID_AS[concept.id] ?? [])].map((n) =>
    normalizePhrase(n.replace(/^~/, '')).split(' '),
  )
  for (let i = from; i < words.length; i++)
    for (const name of names) if (name.every((w, k) => samePlural(words[i + k] ?? '', w))) return i
  return -1
}

/**
 * One word as singular or plural, either way round: "glasses" is the drawing's "glass", "gloves" its "glove",
 * "wellies" its "welly".
 */
const samePlural = (a: string, b: string): boolean =>
  a.replace(/e?s$/, '') === b.replace(/e?s$/, '') ||
  a.replace(/ies$/, 'y') === b.replace(/ies$/, 'y') ||
  a === `${b}s` ||
  a === `${b}es` ||
  b === `${a}s` ||
  b === `${a}es`

/**
 * Worn things the reading made subjects of their own or set beside their wearer, put on the wearer: what
 * follows a wear word ("wearing a scarf and a top hat", "in a hat", "with sunglasses") when it is a thing worn
 * and the subject before it wears things. Relations naming a thing moved are dropped (a cat "in" a hat wears
 * it), and the subject indexes after it shift down.
 */
export function putOnWearers(reading: PromptReading, text: string): PromptReading {
  const { raw, words } = promptWords(text)
  const dressing = new Dressing(reading, wornWith(reading, words), { raw, words })
  let from = 0
  for (let i = 0; i < dressing.subjects.length; i++) {
    const at = wordIndex(words, dressing.subjects[i], from)
    if (at >= 0) from = at + 1
    const through = wearerThrough(dressing, i)
    const on = through ?? wearersOf(dressing.subjects, i, at, words, raw)
    if (!on.length) continue
    // "a mom and dad in pajamas": the one named first wears them too.
    for (const also of on.slice(1))
      dressing.attached.push({ concept: dressing.subjects[i], relation: 'head', subject: also })
    dressing.wear(i, on[0])
    i--
  }
  return {
    ...reading,
    subjects: dressing.subjects,
    relations: dressing.relations,
    attached: dressing.attached,
  }
}

/**
 * "a child stamping in puddles in yellow wellies": what the wearer is in or on (the puddles) stands between it and
 * what it wears; the wearer named before wears it, as if the place were not there. Null when no such pair.
 */
function wearerThrough(dressing: Dressing, i: number): number[] | null {
  const { subjects, relations } = dressing
  if (i < 2 || !wornPlace(subjects[i]) || wearer(subjects[i - 1]) || !wearer(subjects[i - 2])) return null
  const inIt = relations.some((r) => r.actor === i - 2 && r.object === i - 1 && SEATED.has(r.relation))
  if (!inIt) return null
  const on = wearersOf(
    [subjects[i - 2], subjects[i]],
    1,
    wordIndex(dressing.words, subjects[i], 0),
    dressing.words,
    dressing.raw,
  )
  return on.length ? [i - 2] : null
}

/** The prompt's words, lower case; `words` without a possessive "'s" ("dad's" is "dad"). */
function promptWords(text: string): { raw: string[]; words: string[] } {
  const raw = text
    .toLowerCase()
    .replace(/[^a-z' -]/g, ' ')
    .split(/[\s-]+/)
    .filter(Boolean)
  // "trying on a hat", "putting on her boots": the hat is on the head, as "wearing a hat" puts it.
  // "tying his tie", "straightening her scarf": done up at the neck, worn (dressing-at-neck.ts).
  const neck = DRESSES_NECK.test(raw.join(' '))
  const on = raw.map((w, i) =>
    (w === 'on' && PUTS_ON.test(raw[i - 1] ?? '')) ||
    (neck && DRESSING_VERB.test(w) && /^(his|her|their|my|your)$/.test(raw[i + 1] ?? ''))
      ? 'wearing'
      : w,
  )
  return { raw: on, words: on.map((w) => w.replace(/'s$/, '')) }
}

/**
 * "a snowman with a scarf": a worn thing set beside its wearer is worn; "running off with a sock" carries it.
 * Set beside what its wearer sits on or in ("a baby in a high chair with a bib", "a dog on a sofa with a bow
 * tie"), the one on it wears it: a chair wears nothing.
 */
function wornWith(reading: PromptReading, words: string[]): PromptReading['attached'] {
  return reading.attached.map((a) => {
    if (a.relation !== 'beside' || !wornPlace(a.concept)) return a
    const seated = wearer(reading.subjects[a.subject])
      ? null
      : reading.relations.find(
          (r) =>
            r.object === a.subject &&
            SEATED.has(r.relation) &&
            wearer(reading.subjects[r.actor]) &&
            onlyWithBetween(words, reading.subjects[a.subject], a.concept),
        )
    const on = seated ? seated.actor : a.subject
    return wearer(reading.subjects[on]) && !carried(words, reading.subjects[on], a.concept)
      ? { ...a, relation: 'head' as const, subject: on }
      : a
  })
}
// How a wearer is with the thing named before what it wears: sitting in a high chair, on a sofa or a bike.
const SEATED = new Set(['on', 'in', 'riding'])

/** "a high chair with a bib": only "with" and an article stand between the seat and the worn thing. */
function onlyWithBetween(words: string[], seat: Concept, thing: Concept): boolean {
  const from = wordIndex(words, seat, 0)
  const at = wordIndex(words, thing, from + 1)
  if (from < 0 || at < 0) return false
  const seatWords = normalizePhrase(seat.label).split(' ').length
  const between = words.slice(from + seatWords, at)
  return between[0] === 'with' && between.slice(1).every((w) => /^(?:a|an|the|his|her|its|their)$/.test(w))
}

/** The subjects, relations and worn things as worn things are taken off the subjects and put on wearers. */
class Dressing {
  subjects: Concept[]
  relations: PromptReading['relations']
  attached: PromptReading['attached']

  raw: string[]
  words: string[]

  constructor(
    reading: PromptReading,
    attached: PromptReading['attached'],
    text: { raw: string[]; words: string[] },
  ) {
    this.raw = text.raw
    this.words = text.words
    this.subjects = [...reading.subjects]
    this.relations = [...reading.relations]
    this.attached = attached
  }

  /** Takes subject `gone` out of the subjects, and shifts the indexes after it down. */
  drop(gone: number): void {
    this.subjects = this.subjects.filter((_, k) => k !== gone)
    this.relations = this.relations
      .filter((r) => r.actor !== gone && r.object !== gone)
      .map((r) => ({
        ...r,
        actor: r.actor > gone ? r.actor - 1 : r.actor,
        object: r.object > gone ? r.object - 1 : r.object,
      }))
    for (const a of this.attached) if (a.subject > gone) a.subject--
  }

  /** Puts subject `gone` on subject `on`. */
  wear(gone: number, on: number): void {
    this.attached.push({ concept: this.subjects[gone], relation: 'head', subject: on })
    this.drop(gone)
  }
}

/**
 * Who wears subject `i`, named at word `at`: the subject before it (first), and the one before that when both
 * wear it ("a mom and dad in pajamas") or when it is hers ("a girl dressing up in her dad's shirt"); none when
 * it is no worn thing after a wearer, or the words between break it off.
 */
function wearersOf(subjects: Concept[], i: number, at: number, words: string[], raw: string[]): number[] {
  if (i === 0 || at < 0 || !wornPlace(subjects[i]) || !wearer(subjects[i - 1])) return []
  const owner = wordIndex(words, subjects[i - 1], 0)
  const between = words.slice(Math.max(0, owner + 1), at)
  const doing = between.some((w) => /ing$/.test(w) && !WEAR_WORDS.has(w))
  // "a poppy on his coat": the garment named as the wearer's is worn ("putting on his coat" is a doing: the
  // pose holds it).
  const his = /^(?:his|her|their)$/.test(words[at - 1] ?? '') && !doing
  // "dad's shirt and tie": what the wearer's name owns, he wears, as after a wear word.
  const owns = owner >= 0 && /'s$/.test(raw[owner]) && !between.some((w) => WEAR_WORDS.has(w))
  // "a girl dressing up in her dad's shirt": the girl wears it (her dad, named with "'s", is drawn too).
  if (owns && i >= 2 && wearer(subjects[i - 2]) && wornBy(words, subjects[i - 2], owner)) return [i - 2]
  // "a dog chewing dad's shoe": only the first one named wears what is his with no wear word.
  if (owns && i > 1) return []
  if (!his && !wornAfterWearWord(subjects, i, at, words, between, owns)) return []
  // "a mom and dad in pajamas": both wear them ("a boy and a cat in a hat": the one, the cat).
  const one = /^(?:a|an)$/.test(words[at - 1] ?? '')
  const both = i >= 2 && !one && wearer(subjects[i - 2]) ? wordIndex(words, subjects[i - 2], 0) : -1
  const named =
    both >= 0 &&
    owner > both &&
    words.slice(both + 1, owner).every((w) => /^(?:and|a|an|the|her|his)$/.test(w))
  return named ? [i - 1, i - 2] : [i - 1]
}

/** Whether a wear word puts subject `i` on the one before it, with nothing after it breaking it off. */
function wornAfterWearWord(
  subjects: Concept[],
  i: number,
  at: number,
  words: string[],
  between: string[],
  owns: boolean,
): boolean {
  const wearAt = owns ? -1 : between.findIndex((w) => WEAR_WORDS.has(w))
  if ((wearAt < 0 && !owns) || between.slice(wearAt + 1).some((w) => BREAKS.test(w))) return false
  // "a ferret running off with a sock" carries it: a "with" after what the wearer is doing is not worn.
  if (carried(words, subjects[i - 1], subjects[i])) return false
  // "a frog in a boot" sits in it; "a duck in rain boots" wears a pair.
  const pair = words.slice(at, at + 3).some((w) => /(?:boots|shoes|skates|socks|sandals|wellies)$/.test(w))
  return !(between[wearAt] === 'in' && wornPlace(subjects[i]) === 'feet' && !pair)
}

// Things worn that no drawing shows alone, that a person's figure wears in its own lines
// (scene/worn-on-figure.ts): a nightgown, curlers in the hair, a poppy pinned on the coat, a sash.
const FIGURE_GARMENTS = /\b(nightgown|nightie|curlers|hair rollers|rollers|poppy|sash)\b/i
// A poppy is worn when it is on the coat, the lapel or the chest, or worn ("wearing a poppy"); else a flower.
const WORN_POPPY =
  /\b(?:wear\w*|pinned|with) (?:a |his |her |their )?(?:red )?poppy\b|\bpoppy (?:on|pinned to) (?:his|her|their|the|a) (?:coat|lapel|jacket|chest|jumper|sweater|blazer)\b/i

/** Things worn that only a person's figure draws ("a woman with curlers in her hair"), as typed. */
export function garmentsNamed(text: string): string[] {
  const named = new Set<string>()
  // Every one named: "grandma in her nightgown with curlers in her hair".
  for (const hit of text.matchAll(new RegExp(FIGURE_GARMENTS, 'gi'))) {
    const name = hit[1].toLowerCase()
    if (name === 'poppy' && !WORN_POPPY.test(text)) continue
    // "rollers" alone is a roller skate's or a paint roller's word: curlers only in the hair.
    if (name === 'rollers' && !/\brollers in (?:his|her|their|the) hair\b/i.test(text)) continue
    // "a sash window" is the window's frame, no sash worn.
    if (name === 'sash' && /\bsash (?:windows?|cords?)\b/i.test(text)) continue
    named.add(name === 'hair rollers' || name === 'rollers' ? 'curlers' : name)
  }
  return [...named]
}

/**
 * What only a person's figure wears, taken off anyone else and said ("a pig in a skirt" is drawn without the
 * skirt: no animal's art has a waist to put it on); a poppy a person wears is their figure's, not a flower
 * beside them. `isPerson` tells which subjects are drawn as people. `garments`: what the figures draw of
 * `text`'s worn things with no drawing (curlers); `said`: what is left out.
 */
export function fitWorn(
  reading: PromptReading,
  isPerson: (subject: number) => boolean,
  text: string,
): { reading: PromptReading; garments: string[]; said: string[] } {
  const garments = garmentsNamed(text)
  const unfit = reading.attached.filter((a) => onlyFiguresWear(a.concept.id) && !isPerson(a.subject))
  const person = reading.subjects.some((_, i) => isPerson(i))
  const poppy = person && garments.includes('poppy')
  return {
    reading: {
      ...reading,
      // Curlers, a nightgown: no drawing, but a person's figure wears them, so they are not missing.
      missing:
        person && garments.length ? reading.missing.filter((m) => !FIGURE_GARMENTS.test(m)) : reading.missing,
      attached: reading.attached.filter(
        (a) => !unfit.includes(a) && !(poppy && a.concept.id === 'flower' && isPerson(a.subject)),
      ),
      standIns: poppy ? reading.standIns.filter((s) => s.asked.toLowerCase() !== 'poppy') : reading.standIns,
    },
    garments,
    // With no person to wear them they are said; a poppy no one wears is drawn as its flower.
    said: [...(person ? [] : garments.filter((g) => g !== 'poppy')), ...unfit.map((a) => a.concept.label)],
  }
}

/**
 * The prompt as the people reader should see it: "a girl in a jumper reading a book" wears the jumper, so the
 * word is not a second person (WordNet's one who jumps) drawn beside her.
 */
export function wornWordsPlain(text: string, reading: PromptReading): string {
  return reading.attached.some((a) => a.concept.id === 'sweater')
    ? text.replace(/\b(?:jumper|jersey)s?\b/gi, 'sweater')
    : text
}
