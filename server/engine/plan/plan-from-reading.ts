// What a plan takes from the reading besides its subjects and setting (make-plan.ts): what the page would lack,
// the things held, worn or set beside a subject, Magic Prompt's extras, the stand-ins said, and the places a
// figure page says.

import { isAdjective, nounSenses } from '../vocabulary'
import { restWithNames } from './given-name-people'
import type { LandmarkStandIn } from './landmarks'
import { type NamedPlace, readNamedPlaces } from './named-places'
import { readNames } from './place-names'
import type { Plan, PlanProp } from './plan'
import type { PromptReading } from './prompt-reading'
import { propCount } from './read-counts'
import { readPrompt } from './read-prompt'
import { sameNameSpelled } from './same-name'
import type { UndrawnPlace } from './undrawn-places'
import { wornPlace } from './worn-things'

/**
 * What the page would lack. A prompt whose words name nothing drawable and hold no lettering misses all of
 * them: the engine says so rather than draw something else. Confidence falls with the share of what is missed.
 */
export function understanding(
  reading: PromptReading,
  subjectCount: number,
  lettered: boolean,
  typed: string,
): { missing: string[]; confidence: number } {
  const missing = [...reading.missing]
  if (!missing.length && !subjectCount && !lettered) missing.push(typed.replace(/^(a|an|the)\s+/i, ''))
  if (!missing.length) return { missing, confidence: 1 }
  const named = subjectCount + missing.length
  return { missing, confidence: Math.max(0.1, Math.round((50 * subjectCount) / named) / 100) }
}

/**
 * The things held, worn or set beside a subject, then a hose or a rod the figure's action draws by code: in the
 * first person's hands, named like any prop. A thing the action draws ("writing on the chalkboard with chalk") is
 * not drawn again beside it.
 */
export function attachedProps(
  things: PromptReading['attached'],
  byAction: { drawn: string[]; lead: number } | null,
  words: string,
): PlanProp[] {
  const byCode = new Set(byAction?.drawn.map((t) => t.replace(/ /g, '-')) ?? [])
  return [
    ...things
      .filter((a) => !byCode.has(a.concept.id))
      .map((a) => ({
        concept: a.concept.id,
        label: a.concept.label,
        place: a.relation === 'head' ? (wornPlace(a.concept) ?? 'head') : a.relation,
        subject: a.subject,
        ...(a.relation === 'hand' || a.relation === 'beside' ? counted(propCount(words, a.concept)) : {}),
      })),
    ...(byAction?.drawn ?? []).map(
      (thing): PlanProp => ({ concept: `*${thing}`, label: thing, place: 'hand', subject: byAction?.lead }),
    ),
  ]
}

const counted = (n: number): { count?: number } => (n > 1 ? { count: n } : {})

/** From Magic Prompt's extra words only what it puts on a subject the person named ("wearing a crown"). */
export function extrasFrom(
  enhanced: PromptReading | null,
  reading: PromptReading,
): PromptReading['attached'] {
  if (!enhanced) return []
  return enhanced.attached.filter(
    (a) =>
      reading.subjects[a.subject]?.id === enhanced.subjects[a.subject]?.id &&
      !reading.attached.some((b) => b.subject === a.subject && b.relation === a.relation),
  )
}

/** A figure page letters no place: a place named with it ("a mandala in Chefchaouen") is said, never dropped. */
export function placesSaid<T extends { leftOut: string[] }>(
  figure: T,
  names: { said: string[]; caption: string | null },
): T {
  return { ...figure, leftOut: [...figure.leftOut, ...names.said, ...(names.caption?.split(' & ') ?? [])] }
}

/** Magic Prompt's words read as the typed prompt's are: landmarks, places, then things. */
export function enhancedReading(prompt: string): PromptReading {
  return readPrompt(readNamedPlaces(restWithNames(readNames(prompt).rest)).rest)
}

/** What the page draws as another thing of its kind, said: a landmark, a place, a close kin. */
export function standInsOf(
  reading: PromptReading,
  landmarks: LandmarkStandIn[],
  backdrop: UndrawnPlace | null,
): Plan['standIns'] {
  return [
    ...landmarks,
    ...(backdrop ? [{ asked: backdrop.asked, drawn: backdrop.drawn }] : []),
    ...reading.standIns.map((s) => ({ asked: s.asked, drawn: s.drawn ?? s.concept?.label ?? '' })),
  ].filter((s) => !sameNameSpelled(s.asked, s.drawn) && !describedPlace(s.asked, s.drawn))
}

/**
 * "the turquoise sea", "a round hill": a describing word (or a colour) before the very place drawn, in a phrase
 * WordNet does not know whole, is that place described; nothing stands in for it.
 */
function describedPlace(asked: string, drawn: string): boolean {
  const words = asked.toLowerCase().split(/\s+/)
  return (
    words.length === 2 &&
    // A name is its own place: "Delicate Arch" is said though an arch is drawn.
    asked === asked.toLowerCase() &&
    words[1] === drawn.toLowerCase() &&
    (isAdjective(words[0]) || nounSenses(words[0], 2).some((n) => n.classes.includes('chromatic color'))) &&
    !nounSenses(asked.toLowerCase(), 1).length
  )
}

/** A place drawn as scenery is named before the first thing the page cannot draw. */
export function placeNamedFirst(places: NamedPlace[], missing: string[], text: string): boolean {
  if (!places.length || !missing.length) return false
  const lower = text.toLowerCase()
  const thing = lower.indexOf(missing[0].toLowerCase())
  const place = lower.indexOf(places[0].prop.label.toLowerCase())
  return place >= 0 && thing > place
}
