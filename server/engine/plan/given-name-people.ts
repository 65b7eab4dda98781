// A child's given name doing something is that child, drawn whole: "Lily mailing a letter" is a girl with a
// letter, not a lily; "Max riding his bike" a boy on a bike, not a bar of soap (WordNet's "max" is a drug);
// "my son Leo playing soccer" one boy, "Grandpa Joe fishing" one grandfather. The names are read before the
// words are (make-plan.ts): each is put back as the person word the readers know ("girl", "boy", "kid"), and
// once the plan is made the person drawn is named as the prompt named them. Names the greeting and lettering
// code took first ("happy birthday Emma", "the name Mia") never reach here. Why, and how far lowercase goes:
// docs/decisions/0112-given-names-are-people.md.

import { conceptForPhrase, isNounPhrase, nounKind, verbLemma } from '../vocabulary'
import { friendsAndMe } from './friends-and-me'
import { type GivenName, givenName } from './given-names'
import type { Plan } from './plan'
import { findPromptText, type PromptText } from './prompt-text'

/** A name read as a person: the word it was put back as, which of those words it is, and its name to show. */
export type NamedPerson = { word: string; nth: number; label: string; either: boolean }
export type GivenNames = { rest: string; people: NamedPerson[] }

type Token = { text: string; lower: string; start: number; end: number; owner: boolean }

// Words before a word that make it a thing, not a name: "a lily", "the rose", "two robins", "her ruby ring".
const DETERMINERS = new Set(
  'a an the this that these those some any every each one two three four five six his her its their my our your no'.split(
    ' ',
  ),
)
// People a name after them names ("my son Leo", "Grandpa Joe"): the person word says who, the name is theirs.
const KIN = new Set(
  'son daughter brother sister grandpa grandma granny grandmother grandfather nana papa mom mum mommy mummy dad daddy mother father aunt auntie uncle teacher baby boy girl kid'.split(
    ' ',
  ),
)
// People a name after them says more about than they do ("my friend Emma" is a girl, "cousin Max" a boy).
const PALS = new Set('friend cousin buddy pal classmate neighbor neighbour bestie'.split(' '))
// Words that join names to the doing that follows: "Max and Sam building", "Emma is reading".
const JOINS = new Set('and & or is are was were'.split(' '))
// Words after a verb that show it is done to nothing ("Rose growing in a pot"), so a flower may be meant.
const PREPOSITIONS = new Set(
  'in on at by into onto under over near up down out off through around along across from to with'.split(' '),
)

const title = (word: string) => word.charAt(0).toUpperCase() + word.slice(1)

/** A verb form that says what someone does: "riding", "rides" (not "pads", which is first a thing). */
function doing(word: string | undefined): boolean {
  if (!word || word.length < 4) return false
  const lemma = verbLemma(word)
  if (!lemma || lemma === word) return false
  return /ing$/.test(word) || (/s$/.test(word) && DOINGS.test(nounKind(lemma) ?? 'none'))
}
// Verbs in -s whose noun, if any, is a doing too ("rides", "reads"); "pads" and "boots" are things.
const DOINGS = /^(none|noun\.act|noun\.communication|noun\.event)$/

function tokensOf(text: string): Token[] {
  return [...text.matchAll(/[A-Za-z]+(?:['’][A-Za-z]+)?/g)].map((m) => {
    const owner = /['’]s$/i.test(m[0])
    const text = owner ? m[0].slice(0, -2) : m[0].replace(/['’].*$/, '')
    return { text, lower: text.toLowerCase(), start: m.index, end: m.index + m[0].length, owner }
  })
}

/**
 * Whether the name at `i` heads a doing: a verb follows, past other names, person words and "and" ("Max and Sam
 * building a fort", "Emma and her dog playing"). `object`: the verb is done to something ("mailing a letter").
 */
function headsDoing(ts: Token[], i: number): { object: boolean } | null {
  for (let j = i + 1; j < Math.min(ts.length, i + 6); j++) {
    const w = ts[j].lower
    if (doing(w)) {
      const after = ts[j + 1]?.lower
      return { object: after !== undefined && !PREPOSITIONS.has(after) }
    }
    // "and her dog": a thing after a determiner is one of those doing it.
    const owned = DETERMINERS.has(ts[j - 1].lower) && nounKind(w) !== null
    if (!(JOINS.has(w) || DETERMINERS.has(w) || givenName(w) || KIN.has(w) || PALS.has(w) || owned))
      return null
  }
  return null
}

/** A name that is the name of an animal or a toy: "my dog Max", "our cat Luna", "Leo the lion". */
function petName(ts: Token[], i: number): 'before' | 'after' | null {
  const prev = ts[i - 1]
  if (prev && !prev.owner && /^noun\.(animal|artifact)$/.test(nounKind(prev.lower) ?? '')) return 'before'
  const thing = ts[i + 2]
  if (ts[i + 1]?.lower === 'the' && thing && nounKind(thing.lower) && nounKind(thing.lower) !== 'noun.person')
    return 'after'
  return null
}

/**
 * The name at `i` is part of a longer name: one WordNet or the art knows ("Big Ben", "San Francisco", "star of
 * David", "Mickey Mouse"), or capitalised words round it that are no given name ("Harry Potter").
 */
function partOfName(ts: Token[], i: number): boolean {
  for (const [from, to] of [
    [i - 2, i],
    [i - 1, i],
    [i, i + 1],
    [i, i + 2],
  ]) {
    // "Leo the lion" is a lion named Leo (petName), though WordNet also knows the stars by that name.
    if (from < 0 || to >= ts.length || (to > i && ts[i + 1].lower === 'the')) continue
    const phrase = ts
      .slice(from, to + 1)
      .map((t) => t.lower)
      .join(' ')
    if (isNounPhrase(phrase) || conceptForPhrase(phrase)) return true
  }
  const capitalised = (t: Token | undefined) =>
    t !== undefined && /^[A-Z]/.test(t.text) && !givenName(t.lower)
  // A capitalised word before the name counts unless it only starts the prompt ("Grandpa Joe" is kin, below).
  const before = ts[i - 1]
  // "Winnie the Pooh", "Alexander the Great": a title after "the" makes one name.
  const titled = ts[i + 1]?.lower === 'the' && capitalised(ts[i + 2])
  return (
    (capitalised(ts[i + 1]) && !surname(ts, i)) ||
    titled ||
    (capitalised(before) && !KIN.has(before.lower) && !PALS.has(before.lower))
  )
}

/** "Emma Smith reading a book": a capitalised word no one draws after a name, and a doing after it. */
function surname(ts: Token[], i: number): boolean {
  const next = ts[i + 1]
  return (
    next !== undefined &&
    /^[A-Z]/.test(next.text) &&
    !givenName(next.lower) &&
    !conceptForPhrase(next.lower) &&
    headsDoing(ts, i + 1) !== null
  )
}

// Titles before a name, and the person word each is read as.
const TITLES: Record<string, string> = { mr: 'man', mrs: 'woman', ms: 'woman', miss: 'woman', dr: 'doctor' }

/** "Mr. Brown", "Miss Honey": the person word for a title before a capitalised name, or null. */
function titleAt(ts: Token[], i: number): string | null {
  const who = TITLES[ts[i].lower]
  const next = ts[i + 1]
  if (!who || !next || !/^[A-Z]/.test(next.text)) return null
  // "Mrs. Claus", "Mr. Potato Head": a name the art or WordNet knows, or a thing, is no surname.
  const whole = `${ts[i].lower} ${next.lower}`
  if (
    conceptForPhrase(whole) ||
    isNounPhrase(whole) ||
    /^noun\.(animal|artifact|plant|object|food)$/.test(nounKind(next.lower) ?? '')
  )
    return null
  return who
}

/** Whether the word at `i`, a given name, is used as a person's name here. */
function usedAsName(ts: Token[], i: number, name: GivenName): boolean {
  const t = ts[i]
  const capital = /^[A-Z]/.test(t.text)
  const prev = ts[i - 1]?.lower
  if (prev && (DETERMINERS.has(prev) || /^\d/.test(prev))) return false
  // "a Jack Russell": a name after a name that is a thing is the thing's name too (a breed), no one's.
  const before = ts[i - 2]?.lower
  if (prev && givenName(prev) && before && DETERMINERS.has(before)) return false
  if (partOfName(ts, i)) return false
  // "a wallaby joey", "a fox kit": a young animal's word after the animal is its young, no one's name.
  if (!capital && /^(joey|kit)$/.test(t.lower) && prev && nounKind(prev) === 'noun.animal') return false
  if (prev && (KIN.has(prev) || PALS.has(prev))) return true
  const heads = headsDoing(ts, i)
  // "Lily and Max baking cookies": a name beside a name read as one.
  const besideName = [ts[i - 2], ts[i + 2]].some(
    (o, k) => o && JOINS.has(ts[i + (k ? 1 : -1)]?.lower ?? '') && givenName(o.lower)?.tier === 'name',
  )
  if (name.tier === 'name') return heads !== null || capital || besideName
  if (name.tier === 'word') return heads !== null
  // A flower, a gem or a bird first: only capitalised, heading a doing, and at the start only when it is done
  // to something ("Lily mailing a letter", not "Rose growing in a pot"), or with what is hers ("Poppy and her
  // dog": a flower has no dog).
  if (!capital) return false
  const hers = /^(and|with)$/.test(ts[i + 1]?.lower ?? '') && /^(her|his|their)$/.test(ts[i + 2]?.lower ?? '')
  return besideName || hers || (heads !== null && (i > 0 || heads.object))
}

/**
 * The prompt's given names used as people, each put back as the person word the readers know: a girl, a boy,
 * or a kid when the name is given to both. A name after a person word is theirs and is taken out ("my son Leo");
 * an animal's name ("my dog Max", "Leo the lion") and an owner's ("Emma's kite") are taken out too.
 */
export function readGivenNames(text: string): GivenNames {
  const ts = tokensOf(text)
  const edits: { start: number; end: number; put: string }[] = []
  // Each person at the start of the word they are read as, in the text as typed.
  const people: { word: string; from: number; label: string; either: boolean }[] = []
  const drop = (start: number, end: number) => edits.push({ start, end, put: '' })
  for (let i = 0; i < ts.length; i++) {
    const t = ts[i]
    // "Mrs. Smith reading to the class": a grown-up by the title before their name.
    const titled = titleAt(ts, i)
    if (titled) {
      edits.push({ start: t.start, end: ts[i + 1].end, put: titled })
      people.push({ word: titled, from: t.start, label: text.slice(t.start, ts[i + 1].end), either: false })
      i++
      continue
    }
    const name = givenName(t.lower)
    if (!name || ts.length === 1) continue
    // "Emma's kite": whose it is, no one drawn.
    if (t.owner) {
      if ((name.tier === 'name' || /^[A-Z]/.test(t.text)) && !DETERMINERS.has(ts[i - 1]?.lower ?? ''))
        drop(t.start, t.end)
      continue
    }
    if (!usedAsName(ts, i, name)) continue
    const family = surname(ts, i) ? ts[i + 1] : null
    const label = `${/^[a-z]/.test(t.text) ? title(t.text) : t.text}${family ? ` ${family.text}` : ''}`
    const end = family ? family.end : t.end
    const prev = ts[i - 1]
    // "my son Leo", "Grandpa Joe": the person word says who; "Max the firefighter": the firefighter is Max.
    const kin = prev && KIN.has(prev.lower) ? prev : null
    const role =
      ts[i + 1]?.lower === 'the' && ts[i + 2] && nounKind(ts[i + 2].lower) === 'noun.person'
        ? ts[i + 2]
        : null
    if (kin || role) {
      drop(t.start, role ? ts[i + 1].end : end)
      const who = (kin ?? role) as Token
      people.push({
        word: who.lower,
        from: who.start,
        label: kin ? `${kin.text} ${label}` : label,
        either: false,
      })
      continue
    }
    const pet = prev && PALS.has(prev.lower) ? null : petName(ts, i)
    if (pet) {
      drop(t.start, pet === 'after' ? ts[i + 1].end : t.end)
      continue
    }
    const word = name.look === 'girl' ? 'girl' : name.look === 'boy' ? 'boy' : 'kid'
    const from = prev && PALS.has(prev.lower) ? prev.start : t.start
    edits.push({ start: from, end, put: word })
    people.push({ word, from, label, either: name.look === 'either' })
  }
  let rest = text
  for (const e of [...edits].sort((a, b) => b.start - a.start))
    rest = rest.slice(0, e.start) + e.put + rest.slice(e.end)
  // Which of the words like it each person word is, counted in the text the readers get.
  const named = people.map((p) => {
    const moved = edits
      .filter((e) => e.end <= p.from)
      .reduce((n, e) => n + e.put.length - (e.end - e.start), 0)
    const before = tokensOf(rest.slice(0, p.from + moved)).filter((w) => w.lower === p.word).length
    return { word: p.word, nth: before, label: p.label, either: p.either }
  })
  return { rest: rest.replace(/\s{2,}/g, ' ').trim(), people: named }
}

/** The prompt's text to letter, with the given names in the rest read as people. */
export function withGivenNames(text: PromptText): { text: PromptText; given: GivenNames } {
  const given = readGivenNames(text.rest)
  return { text: { ...text, rest: friendsAndMe(given.rest) }, given }
}

/** The words of a prompt left to draw once its lettering is found, with its given names read as people. */
export const restWithNames = (prompt: string) => withGivenNames(findPromptText(prompt)).text.rest

/**
 * The plan with each person read from a name named so ("Max", "Grandpa Joe"), and a name given to both drawn as
 * a child of neither look.
 */
export function namePeople(plan: Plan, given: GivenNames): Plan {
  if (!given.people.length || plan.refusal) return plan
  const subjects = plan.subjects.map((s) => ({ ...s }))
  const people = plan.people
    ? { ...plan.people, people: plan.people.people.map((p) => ({ ...p })) }
    : undefined
  const isPerson = (i: number) => people?.people.some((p) => p.subject === i) ?? false
  for (const named of given.people) {
    const alike = subjects.flatMap((s, i) => {
      const label = s.label.toLowerCase()
      return isPerson(i) && (label === named.word || label.endsWith(` ${named.word}`)) ? [i] : []
    })
    const at = alike[Math.min(named.nth, alike.length - 1)]
    if (at === undefined) continue
    subjects[at].label = named.label
    if (named.either)
      for (const p of people?.people ?? [])
        if (p.subject === at && p.age === 'child') Object.assign(p, { look: 'person', hair: 'short' })
  }
  return { ...plan, subjects, ...(people ? { people } : {}) }
}
