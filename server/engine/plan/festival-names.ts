import { conceptForPhrase, nounKinds } from '../vocabulary'
import { FESTIVALS } from './festival-table'
import { WORLD_FESTIVALS } from './festival-table-world'
import { isLittleWord } from './little-words'

// A festival's name of two or three words is one name, read whole: "Makar Sankranti", "Loy Krathong", "Up Helly
// Aa". Named alone it is the page of its emblem (festival-table.ts). Named as when something happens ("kids
// flying kites for Makar Sankranti", "a lantern at the Mid-Autumn Festival") it is the time of the page, never a
// name to letter ("Makar"), a word left out ("Sankranti") nor a thing looked for ("Up"): the rest is drawn.
// Someone celebrating it is drawn with its things ("a family celebrating Nowruz": the goldfish bowl and eggs).

// Words around a festival named alone that change nothing drawn (as occasion-pages.ts's).
const BEFORE = '(?:(?:a|an|the|our|my|your|happy|this|last|big)\\s+)*'
const AFTER =
  '(?:\\s+(?:festival|day|holidays?|party|celebrations?|scene|picture|time|page|colou?ring page|colou?ring sheet))?'
// After the name when it is the time of the page: "for Onam festival", "at Songkran time".
const TAIL = '(?:\\s+(?:festival|celebrations?|holidays?|time|day|night|party|festivities))?'
// Before the name when it says when: "for", "at the", "during", "on", "over", "this".
// "at her quinceañera", "for their Seollal", "on the last night of Las Fallas": whose it is and which day of it
// say nothing more to draw.
const WHEN =
  '(?:for|at|on|during|over|in|before|after|this|last|every|each)\\s+(?:(?:the|her|his|their|our|my|your)\\s+)?' +
  '(?:(?:first|last|final|opening|closing|big)\\s+(?:day|night|evening|morning|week)\\s+of\\s+(?:the\\s+)?)?' +
  '(?:(?:festival|feast)\\s+of\\s+)?'

// The world's table first: its longer names ("Midsummer's Eve") are taken before a shorter one inside them.
const compiled = [...WORLD_FESTIVALS, ...FESTIVALS].map((f) => ({
  ...f,
  alone: new RegExp(`^\\s*${BEFORE}(?:${f.names})${AFTER}\\s*[.!]?\\s*$`, 'i'),
  when: new RegExp(`[,\\s]*\\b${WHEN}(?:${f.names})${TAIL}\\b`, 'i'),
  celebrating: new RegExp(
    `\\b(?:celebrating|celebrate|celebrates|enjoying|enjoy)\\s+(?:the\\s+)?(?:${f.names})${TAIL}\\b`,
    'i',
  ),
  // A name before a thing it is for ("a Tanabata wish", "a Pongal pot"): the thing is drawn.
  before: new RegExp(`\\b(?:${f.names})\\s+([a-z]+)`, 'i'),
}))

/** The emblem page of a festival named alone, else null. */
export function festivalPage(prompt: string): string | null {
  return compiled.find((f) => f.alone.test(prompt))?.page ?? null
}

/**
 * The prompt with a festival named as its time taken out, someone celebrating it given its things, and its name
 * before a thing dropped; as typed when it names none. Only the festivals of the table are read so.
 */
export function festivalAsWhen(prompt: string): string {
  let text = prompt
  for (const f of compiled) {
    if (!new RegExp(`\\b(?:${f.names})\\b`, 'i').test(text)) continue
    text = text.replace(f.celebrating, `with ${f.things ?? f.page}`)
    // "a girl at the Notting Hill Carnival": an event someone is at brings its things, never nothing at all.
    text = text.replace(f.when, (when) => (/^[,\s]*at\b/i.test(when) && f.things ? ` with ${f.things}` : ''))
    const name = f.before.exec(text)
    // "a Pongal pot": the name dropped before a thing named only ("a rakhi on his wrist" is no time), never
    // before a word of a drawing's own name ("a May Day pole"), nor where the name is a word of its own and the
    // two name one thing ("an advent calendar", said as before).
    const thing =
      name &&
      !isLittleWord(name[1]) &&
      nounKinds(name[1]).length > 0 &&
      !nounKinds(name[0].split(' ')[0]).length
    if (name && thing && !conceptForPhrase(name[0])) text = text.replace(name[0], name[1])
  }
  return text.replace(/\s{2,}/g, ' ').trim() || prompt
}
