import type { Plan } from './plan'

// What an animal's doing draws with it, people or not: the thread of a dangling spider (spider-thread.ts) is a
// part of its drawing; an elephant spraying with its trunk ("an elephant spraying the crowd with its trunk for
// Songkran") sprays water drops from it, as a dragon breathes fire, never a hose in a person's hands.

const SPRAYING = /\b(?:spray|squirt|shower|splash)(?:s|es|ing|ed)?\b/i
// The animals drawn with a trunk to spray from.
const TRUNKED = new Set(['elephant', 'mammoth'])

/** The plan with the thread of a dangling spider named drawn, and a trunk's spray drawn at its end. */
export function animalExtras(plan: Plan): Plan {
  let next = plan
  if (next.subjects.some((s) => s.concept === 'dangling-spider') && !next.parts?.includes('thread'))
    next = { ...next, parts: [...(next.parts ?? []), 'thread'] }
  const sprayer = next.subjects.findIndex((s) => TRUNKED.has(s.concept))
  if (sprayer >= 0 && SPRAYING.test(next.prompt) && !next.props.some((p) => p.place === 'breath')) {
    const props = [
      ...next.props.filter((p) => p.concept !== '*hose'),
      { concept: 'droplet', label: 'water', place: 'breath' as const, subject: sprayer },
    ]
    next = { ...next, props, leftOut: next.leftOut.filter((w) => !/^(water|spray|splash)$/i.test(w)) }
  }
  return next
}
