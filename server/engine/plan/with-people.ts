// The prompt's reading once the people are read: the people added as subjects, and the words they draw no
// longer said to be missing.

import { closeNouns, conceptById, isAdjective, nounKind } from '../vocabulary'
import { bodyPart, rideOnBack } from './body-poses'
import { atHome } from './ground-room'
import { passedOverThings } from './more-people'
import type { PeopleReading } from './people-plan'
import { words } from './people-words'
import type { PromptReading } from './prompt-reading'
import { DRAWN_WORDS } from './things-actions-draw'

// A describing word ("little", "big") that WordNet also files as a noun of no thing ("a little": a quantity).
const isThingWord = (w: string) =>
  ['noun.artifact', 'noun.animal', 'noun.food', 'noun.plant', 'noun.object', 'noun.person'].includes(
    nounKind(w) ?? '',
  )

/** The prompt's reading with the people added as subjects and the words they drew no longer missing. */
export function withPeople(reading: PromptReading, people: PeopleReading): PromptReading {
  // "big sister", "older brother": a person word the figure draws, with words that only describe it.
  const drawn = (phrase: string) => {
    const ws = words(phrase)
    const head = ws[ws.length - 1]
    // "the garden hose": a kind of the thing the action draws (the hose) is drawn by it.
    if (
      ws.length > 1 &&
      people.claimed.has(head) &&
      DRAWN_WORDS.includes(head) &&
      closeNouns(phrase).includes(head)
    )
      return true
    return ws.every(
      (w) =>
        people.claimed.has(w) ||
        /^(a|an|the|with|of)$/.test(w) ||
        (people.claimed.has(head) && isAdjective(w) && !isThingWord(w)),
    )
  }
  const missing = [...reading.missing.filter((m) => !drawn(m)), ...passedOverThings(reading, people.claimed)]
  const shown = [...people.claimed].filter((w) => bodyPart(w))
  // Only a thing the action draws by code: other words the people claimed are still said when not drawn.
  const actionDrew = (w: string) =>
    people.claimed.has(w.toLowerCase()) && DRAWN_WORDS.includes(w.toLowerCase())
  return {
    ...reading,
    // A person word the vocabulary drew as a kin ("vet" as a health worker) is the person drawn whole, and a word
    // the action draws itself ("a dandelion" blown on) is drawn as asked: neither is a stand-in.
    standIns: [
      ...reading.standIns.filter((s) => !drawn(s.asked) && !actionDrew(s.asked)),
      ...(people.standIns ?? []),
    ],
    // Pouring coffee in his tent is at the tent, not in a kitchen (ground-room.ts).
    setting: atHome(people.setting ?? undefined, reading.subjects) ?? reading.setting,
    subjects: [
      ...reading.subjects.map((s, i) => {
        const r = people.relabelled.find((r) => r.subject === i)
        return r ? { ...(r.person ? conceptById('person') : s), label: r.label } : s
      }),
      ...people.added.map((a) => ({ ...conceptById(a.concept), label: a.label })),
    ],
    missing,
    // The child astride a horsey ride rides the one on all fours (scene/body-pose-items.ts draws it so).
    relations: [
      ...reading.relations,
      ...rideOnBack(people.people).filter(
        (r) =>
          !reading.relations.some(
            (o) => o.actor === r.actor && o.object === r.object && o.relation === r.relation,
          ),
      ),
    ],
    // A body part the pose shows ("sucking his thumb": the hand at the mouth) is drawn with the person.
    ...(shown.length ? { parts: [...(reading.parts ?? []), ...shown] } : {}),
    unsaid: reading.unsaid.filter((w) => !actionDrew(w)),
    // The person came first and is drawn: what is still missing is secondary, left out and said.
    missingFirst: reading.missingFirst && missing[0] === reading.missing[0],
  }
}

/**
 * A person the people reading drew is named before the missing word ("a family dancing round a pole", "a Swedish
 * family ..."): the page is theirs and the missing thing secondary, left out and said, never the page refused.
 */
export function personNamedBefore(
  text: string,
  missing: string | undefined,
  people: PeopleReading | null,
): boolean {
  if (!people || !missing) return false
  const ws = words(text)
  const at = ws.indexOf(words(missing)[0] ?? '')
  if (at < 0) return false
  const named = [...people.added.map((a) => a.label), ...people.relabelled.map((r) => r.label)]
  return named.some((label) => {
    const k = ws.indexOf(words(label).pop() ?? '')
    // Or right after it: "a storm chaser" is the chaser, the storm what he goes after, said.
    return k >= 0 && (k < at || k === at + words(missing).length)
  })
}
