// A word that names a group of people is several whole figures, with the group's things: "a soccer team
// holding up a trophy" is three players in their kit, "a rock band playing on stage" three musicians with a
// guitar, a drum and a microphone, "a class on a field trip" three children. WordNet says the word is such a
// group (a social group whose members are players, musicians, students or a crew); "a flock of sheep" or "a
// team of horses" is a group of something else, and "a birthday party" or "a school" no group of people here.

import { conceptForPhrase, isAdjective, isNounPhrase, nounKind, nounSenses } from '../vocabulary'
import type { Age, RoleId } from './people-plan'

export type PeopleGroup = {
  phrase: string
  /** A noun before the group word that only says its kind ("soccer" team), drawn as the group, not apart. */
  modifier: string | null
  role: RoleId
  age: Age
  count: number
  /** The drawings the group is known by, added when the prompt names none of them (a band's instruments). */
  things: string[]
  /** What the group does without being told: a band plays, its first player holding the guitar. */
  plays: boolean
}

type Kind = 'team' | 'band' | 'choir' | 'class' | 'crew' | 'crowd'

/** Which kind of group a sense is, by the classes above it and what its gloss says its members are. */
function kindOf(sense: { classes: string[]; gloss: string }): Kind | null {
  if (!sense.classes.includes('social group')) return null
  // A kindergarten, a preschool, a college: a place children go, drawn as the place, not as a class of children.
  if (sense.classes.includes('institution')) return null
  // A choir sings: singers with no instruments ("a chorus that sings").
  if (sense.classes.includes('musical group'))
    return /\b(sings?|chorus|singers)\b/i.test(sense.gloss) ? 'choir' : 'band'
  if (sense.classes.includes('team') || /\bplayers\b/.test(sense.gloss)) return 'team'
  // "a unit of Girl or Boy Scouts": the gloss capitalises them.
  if (/\b(students|pupils|scouts|children)\b/i.test(sense.gloss)) return 'class'
  if (/\b(men and women|workmen|workers)\b/.test(sense.gloss)) return 'crew'
  // A crowd, an audience, a throng: grown-ups gathered to watch ("while a crowd watches"); a party or a wedding
  // is the occasion, never people drawn for it.
  const gathered = sense.classes.includes('gathering') && !sense.classes.includes('social gathering')
  if (gathered && /\b(people|spectators|listeners)\b/.test(sense.gloss)) return 'crowd'
  return null
}

const DETERMINER = /^(a|an|the|his|her|their|our|my|your|its|this|that|some|two|three|four)$/
const BAND_THINGS = ['guitar', 'drum', 'microphone']

/**
 * The group of people named at word `i` ("team", "soccer team", "rock band", "class"), or null. The nouns before
 * it say what kind when WordNet knows the whole ("rock band") or name a sport ("soccer team": the sports kit).
 */
export function peopleGroupAt(ws: string[], i: number): PeopleGroup | null {
  // "a drummer in a marching band", "a boy on the team": one of its members, not the group drawn.
  const member = (k: number) =>
    DETERMINER.test(ws[k - 1] ?? '') && /^(in|on|of|with|for|from|join\w*)$/.test(ws[k - 2] ?? '')
  if (member(i) || member(i - 1)) return null
  for (const n of [2, 1]) {
    const phrase = ws.slice(i, i + n).join(' ')
    const word = ws[i + n - 1]
    if (!word || ws.length < i + n) continue
    // "a team of horses", "a band of robbers": a group of something else (its members read apart).
    if (ws[i + n] === 'of') return null
    // A group the art draws as a thing is that thing, named whole too ("a golf club" is the club, not its members).
    if (conceptForPhrase(word) || (n > 1 && conceptForPhrase(phrase))) continue
    if (n === 1 && i > 0 && conceptForPhrase(`${ws[i - 1]} ${word}`)) return null
    // "a band-aid", "a band saw": the first word of a thing named whole is no group of people.
    if (n === 1 && startsAThing(word, ws[i + 1])) return null
    const whole = n > 1 && nounKind(phrase) === 'noun.group' ? phrase : word
    const modifier = n > 1 && whole === word ? ws[i] : null
    // A made thing before the group is what it works with ("a bobsleigh team"), read as a thing of its own,
    // drawn or said; a game ("a soccer team") only says what kind of team.
    const describes =
      modifier &&
      nounKind(modifier) &&
      nounKind(modifier) !== 'noun.artifact' &&
      !isAdjective(modifier) &&
      !/ing$/.test(modifier)
    if (modifier && (!describes || DETERMINER.test(modifier))) continue
    // "five little monkeys": a word that is first a number (or anything else) is not the group it may name.
    if (nounKind(whole) !== 'noun.group') continue
    const kind = nounSenses(whole, 3)
      .filter((s) => s.kind === 'noun.group')
      .map(kindOf)
      .find(Boolean)
    if (!kind) continue
    // "at ballet class", "in gym class", "after swim class": the lesson where it happens, not the children drawn.
    if (kind === 'class' && lessonAt(ws, i)) return null
    return {
      phrase,
      modifier,
      role: kind === 'team' ? 'soccer' : 'casual',
      age: kind === 'team' || kind === 'class' ? 'child' : 'adult',
      count: 3,
      things: kind === 'band' ? BAND_THINGS : [],
      plays: kind === 'band',
    }
  }
  return null
}

/** `word` and the word after it name one thing, drawn or known to WordNet whole, that is no group. */
function startsAThing(word: string, next: string | undefined): boolean {
  if (!next) return false
  const whole = `${word} ${next}`
  return conceptForPhrase(whole) !== null || (isNounPhrase(whole) && nounKind(whole) !== 'noun.group')
}

/**
 * A class named after "at", "in", "during", "after" or "before", with a determiner or the lesson's kind between
 * ("at ballet class", "in her gym class"), is the lesson.
 */
function lessonAt(ws: string[], i: number): boolean {
  for (let k = i - 1; k >= Math.max(0, i - 3); k--) {
    if (/^(at|in|during|after|before)$/.test(ws[k])) return true
    if (/ing$/.test(ws[k]) || !(DETERMINER.test(ws[k]) || nounKind(ws[k]))) return false
  }
  return false
}
