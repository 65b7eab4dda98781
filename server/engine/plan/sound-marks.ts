import type { Concept } from '../vocabulary'
import type { PlanProp } from './plan'

// A sound a page can only show by its mark: a girl singing, a bird singing on a branch, a boy whistling or
// humming a tune shows notes in the air over them. Without them the figure only stands there and the song is
// dropped in silence. The notes float in the sky, like a balloon, never held as a tool. Snoring's "Zzz" has no
// drawing yet: the snore stays the sleeping pose.

// Verb forms only: "blowing a whistle" is the referee's whistle, no tune.
const SINGING =
  /\b(?:sing(?:s|ing)?|sang|whistl(?:es|ing)|(?<=\bto )whistle|humm(?:ing)|hums|serenad\w*|carol(?:l)?ing|carol(?:s)?)\b(?! bowls?\b)/i
// A drawing that is the song's sound already: a second mark beside it says nothing more.
const NOTES = /^musical-notes?$/

/** The notes over someone singing, whistling or humming, as a prop in the sky; none when the page draws notes. */
export function soundMarks(typed: string, subjects: Concept[]): PlanProp[] {
  if (!SINGING.test(typed) || subjects.some((s) => NOTES.test(s.id))) return []
  return [{ concept: 'musical-notes', label: 'singing', place: 'sky' }]
}
