import { isAdjective, nounKind } from '../vocabulary'
import type { PeopleReading } from './people-plan'
import type { PromptReading } from './prompt-reading'
import { wornPlace } from './worn-at'

// "a family in pajamas": a group the people reader adds ("family", "crew") was no subject yet when worn things
// went on their wearers (worn-things.ts), so the pyjamas stood beside the family. A garment worn by a group
// dresses every member: it is put on the group's subject, which every figure of the group shares.

const WEAR = /^(?:in|wearing|wear|wears|dressed|with)$/
// Between the wear word and the garment, only these: "in their matching pajamas", "wearing red hats".
const BETWEEN =
  /^(?:a|an|the|their|matching|new|cosy|cozy|warm|red|blue|green|pink|white|striped|woolly|christmas)$/

/** The reading and the people with each garment a group wears put on that group, and no longer a subject. */
export function groupWears(
  reading: PromptReading,
  people: PeopleReading | null,
  text: string,
): { reading: PromptReading; people: PeopleReading | null } {
  if (!people?.added.length) return { reading, people }
  const words = text
    .toLowerCase()
    .replace(/[^a-z' ]/g, ' ')
    .split(/\s+/)
    .filter(Boolean)
  const n = reading.subjects.length
  for (let i = 0; i < reading.subjects.length; i++) {
    const garment = reading.subjects[i]
    if (!wornPlace(garment) || inUse(reading, people, i)) continue
    const group = people.added.findIndex((a) => wears(words, a.label, garment.label))
    if (group < 0) continue
    // The group's subject, once the garment's place in the subjects is given up.
    const wearer = n + group - 1
    return groupWears(
      {
        ...without(reading, i),
        attached: [...without(reading, i).attached, { concept: garment, relation: 'head', subject: wearer }],
      },
      shifted(people, i, reading.subjects.length),
      text,
    )
  }
  return { reading, people }
}

/** Whether the words say `who` wears `what`: the group's word, a wear word, then the garment's. */
function wears(words: string[], who: string, what: string): boolean {
  // A person of two words ("a town crier in a tricorn hat") is found by its last word, after the first.
  const name = who.toLowerCase().split(' ')
  const at = words.findIndex((_, k) => name.every((w, j) => words[k - name.length + 1 + j] === w))
  const thing = what.toLowerCase().split(' ')[0]
  if (at < 0) return false
  const wear = words.findIndex((w, k) => k > at && WEAR.test(w))
  if (wear < 0 || wear !== at + 1) return false
  const end = words.findIndex((w, k) => k > wear && w.replace(/e?s$/, '') === thing.replace(/e?s$/, ''))
  // "a harbour master in a peaked cap": any describing word WordNet knows stands between as the listed ones do.
  return (
    end > wear &&
    words
      .slice(wear + 1, end)
      .every((w) => BETWEEN.test(w) || w === 'up' || (!nounKind(w) && (isAdjective(w) || /ed$/.test(w))))
  )
}

/** A subject something points at: in a relation, wearing something, drawn as a person or by the action. */
function inUse(reading: PromptReading, people: PeopleReading, i: number): boolean {
  return (
    reading.relations.some((r) => r.actor === i || r.object === i) ||
    reading.attached.some((a) => a.subject === i) ||
    people.people.people.some((p) => p.subject === i) ||
    people.people.absorbed.includes(i) ||
    people.relabelled.some((r) => r.subject === i)
  )
}

const down = (k: number, gone: number) => (k > gone ? k - 1 : k)

/** The reading with subject `gone` taken out and the indexes after it one lower. */
function without(reading: PromptReading, gone: number): PromptReading {
  return {
    ...reading,
    subjects: reading.subjects.filter((_, k) => k !== gone),
    relations: reading.relations.map((r) => ({
      ...r,
      actor: down(r.actor, gone),
      object: down(r.object, gone),
    })),
    attached: reading.attached.map((a) => ({ ...a, subject: down(a.subject, gone) })),
  }
}

/** The subject after `gone` once it is taken out (of `n` before), unless that is one of the people or none. */
function heldAfter(people: PeopleReading, gone: number, n: number): number | null {
  const next = gone + 1
  const person = people.people.people.some((p) => p.subject === next) || people.people.absorbed.includes(next)
  return person || next >= n ? null : gone
}

/** The people's subject indexes after subject `gone` is taken out. */
function shifted(people: PeopleReading, gone: number, n: number): PeopleReading {
  const { people: plan } = people
  return {
    ...people,
    people: {
      ...plan,
      people: plan.people.map((p) => ({ ...p, subject: down(p.subject, gone) })),
      // A hat taken as what a "ringing" crier holds is worn: the thing named after it is held, or none.
      object:
        plan.object === null
          ? null
          : plan.object === gone
            ? heldAfter(people, gone, n)
            : down(plan.object, gone),
      absorbed: plan.absorbed.map((k) => down(k, gone)),
    },
    relabelled: people.relabelled.map((r) => ({ ...r, subject: down(r.subject, gone) })),
  }
}
