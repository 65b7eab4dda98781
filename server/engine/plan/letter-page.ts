import { type Concept, conceptById } from '../vocabulary'
import type { PromptReading } from './prompt-reading'
import type { PromptText } from './prompt-text'

// A letter page ("the letter B", "A is for apple", "the letter Q with a quail"): the bubble letter is the
// page, and a drawing whose name starts with it. What the prompt names beside the letter is drawn; a thing no
// drawing shows is said left out and the letter drawn alone, never another drawing in its place.

// "the letter B": a drawing whose name starts with the letter, where the catalogue has one.
const LETTER_SUBJECTS: Record<string, string> = {
  A: 'apple',
  B: 'butterfly',
  C: 'cat',
  D: 'dog',
  E: 'elephant',
  F: 'fish',
  G: 'giraffe',
  H: 'horse',
  I: 'ice-cream',
  J: 'jellyfish',
  K: 'kangaroo',
  L: 'lion',
  M: 'monkey',
  N: 'nest-with-eggs',
  O: 'octopus',
  P: 'penguin',
  Q: 'quad-bike',
  R: 'rabbit',
  S: 'snail',
  T: 'turtle',
  U: 'umbrella',
  V: 'volcano',
  W: 'whale',
  X: 'xylophone',
  Y: 'yo-yo',
  Z: 'zebra',
}

/**
 * "Z is for zip", "E is for eye": a word the letter is for that no drawing reads is said left out, so the letter
 * is drawn alone rather than with the letter's own drawing (a zebra) in silence.
 */
export function letterWordSaid(text: PromptText, reading: PromptReading): PromptReading {
  if (!text.letter || reading.subjects.length || reading.missing.length || !reading.unread.length)
    return reading
  return { ...reading, missing: [...reading.unread] }
}

/** The drawing a letter page shows when the prompt names none (and no thing it could not draw). */
export function letterSubject(text: PromptText, reading: PromptReading): Concept[] {
  if (!text.letter || reading.subjects.length || reading.missing.length) return []
  return Object.hasOwn(LETTER_SUBJECTS, text.letter) ? [conceptById(LETTER_SUBJECTS[text.letter])] : []
}

/**
 * A letter page is drawn whatever it names beside the letter: the letter is its main subject, so "the letter
 * Q with a quail" is the Q with the quail said, never a refusal.
 */
export function letterIsTheSubject(text: PromptText): boolean {
  return text.letter !== null && text.lines.length === 1
}
