// A baby held in someone's arms ("a boy holding his baby sister", "a nurse holding a newborn baby") is drawn by
// the cradle layout in the holder's arms, not as a figure of its own. Two faults followed from that: a baby the
// people's words named ("his baby sister") was taken out of the figures and so out of what the page says it
// draws; a baby the drawings' reading named (the emoji "baby") was still given a standing figure of its own,
// drawn as a grown-up beside the holder.

import type { PeopleReading } from './people-plan'

const BABY = /\b(bab(y|ies)|newborns?|infants?)\b/
// The words for the baby held: "his baby sister", "a newborn baby", "her baby".
const BABY_WORDS =
  /\b(?:(?:new ?born|little|tiny) )?bab(?:y|ies)(?: (?:sisters?|brothers?|sons?|daughters?|grand(?:sons?|daughters?)|cousins?|girls?|boys?))?\b|\bnew ?borns?\b|\binfants?\b/

/**
 * For a baby cradled: the baby subject is the one drawn in the arms (absorbed, no figure of its own); a baby the
 * words named with no subject is listed as drawn, in the prompt's words.
 */
export function cradledBaby(
  text: string,
  subjects: { label: string }[],
  read: PeopleReading | null,
): PeopleReading | null {
  if (read?.people.action !== 'cradle') return read
  const { people } = read
  const label = (i: number) =>
    subjects[i]?.label ??
    read.added[i - subjects.length]?.label ??
    read.relabelled.find((r) => r.subject === i)?.label
  const holder = people.people.find((p) => p.age !== 'baby')
  const babies = people.people.filter((p) => p !== holder && BABY.test(label(p.subject) ?? ''))
  const held = babies.map((p) => p.subject)
  const named = BABY_WORDS.exec(text.toLowerCase())?.[0]
  const drawn =
    held.length || !named || subjects.some((s) => BABY.test(s.label)) || read.drawnThings.includes(named)
      ? read.drawnThings
      : [...read.drawnThings, named]
  return {
    ...read,
    people: {
      ...people,
      people: people.people.filter((p) => !babies.includes(p)),
      absorbed: [...people.absorbed, ...held.filter((i) => !people.absorbed.includes(i))],
    },
    drawnThings: drawn,
  }
}
