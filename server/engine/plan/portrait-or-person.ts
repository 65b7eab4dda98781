// A prompt that asks for a face or a portrait is drawn as the art's bust, not a person whole; and the
// vocabulary's drawings of a person (a bust, an emoji standing person) that read-people.ts draws whole
// instead.

import type { Concept } from '../vocabulary'
import { thingFacesOut } from './thing-faces'

// "a face", "a portrait of a girl": a head, as the art's bust draws it.
// "over his head", "on her head", "on a boy's head" is where a thing is, not a head asked for.
// Taking a selfie is a doing: the person whole, holding the phone up (profession-tools.ts).
// "a dog licking a boy's face": the face an animal licks or nuzzles is the person's, drawn whole (animal-on-person.ts).
const PORTRAIT =
  /\b((?<!\b(?:lick|kiss|nuzzl|sniff|wash)\w* (?:(?:a|an|the|his|her|their|my|your) )?(?:\w+['’]s )?)(?:face|faces)|portrait|headshot|(?<!\btak(?:e|es|ing) (?:a )?)selfie|(?<!\b(?:his|her|their|its|my|your|the) |\b(?:on|over|onto|above|around|to) (?:a |the )?\w+['’]s )head|bust|avatar|emoji)\b/
/** Whether the prompt asks for a face or portrait ("a bear face", "a lion's head"): the art's bust, not a body. */
export function asksForFace(prompt: string): boolean {
  return PORTRAIT.test(thingFacesOut(prompt.toLowerCase()))
}
// A mandala, pattern or zentangle page: no people are read from its words.
export const FIGURE_PAGE = /\b(mandala|pattern|zentangle)\b/
// "a dressmaker pinning a paper pattern onto fabric", "a girl cutting out a sewing pattern": a pattern that a
// doing works is a thing in someone's hands, never a pattern page that leaves the doer unread.
const PATTERN_WORKED = /\b\w+ing(?: [a-z]+){0,3} patterns?\b/

/** Whether the prompt asks for a figure page (a mandala, a pattern to colour), so no people are read from it. */
export function asksForFigurePage(lower: string): boolean {
  if (!FIGURE_PAGE.test(lower)) return false
  return /\b(mandala|zentangle)\b/.test(lower) || !PATTERN_WORKED.test(lower)
}

// Concepts the vocabulary draws as a person's bust or a standing person: drawn whole instead.
const PERSON_CONCEPT =
  /^(man|woman|person|boy|girl|child|baby|older-person|old-man|old-woman|health-worker|student|teacher|farmer|cook|mechanic|scientist|artist|pilot|astronaut|firefighter|police-officer|construction-worker|princess|prince|knight|santa|ballet-dancer|woman-dancing|man-dancing|mrs-claus|mx-claus|guard)(-.*)?$|^(cowboy-hat-face|pirate|superhero|clown)$/

export const isPersonConcept = (c: Concept) => PERSON_CONCEPT.test(c.id)
