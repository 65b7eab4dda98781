// What a page depicts, in words, read from its plan: its lettering, subjects, what is drawn with them, the place.

import { conceptById } from '../vocabulary'
import { OUT_OF_DOORS } from './place-words'
import type { Plan } from './plan'
import { describeFigure } from './read-figure'

/**
 * What a page depicts, in words: its lettering first, then its subjects, what is drawn with them and the place
 * the prompt named ("wolf", "moon"): everything drawn that the prompt named.
 */
export function describeSubjects(plan: Plan): string[] {
  const out: string[] = plan.figure ? [describeFigure(plan.figure)] : []
  if (plan.figure && 'motif' in plan.figure && plan.figure.motif)
    out.push(conceptById(plan.figure.motif).label)
  if (plan.figure && 'alternate' in plan.figure && plan.figure.alternate)
    out.push(conceptById(plan.figure.alternate).label)
  if (plan.figure && 'motifNames' in plan.figure) out.push(...(plan.figure.motifNames ?? []))
  // The jar they are in, the cake they stand on, their mum: as the prompt named it.
  if (plan.figure?.kind === 'number' && plan.figure.holder) out.push(plan.figure.holder.names[0])
  if (plan.text)
    out.push(
      plan.text.length === 1 && plan.text[0].length === 1
        ? `letter ${plan.text[0]}`
        : `"${plan.text.join(' ')}" lettering`,
    )
  // Three cats are named once.
  for (const subject of plan.subjects) if (!out.includes(subject.label)) out.push(subject.label)
  // The place the page is drawn as and names: "River Thames".
  if (plan.caption) out.push(plan.caption)
  for (const prop of plan.props)
    if ((prop.subject !== undefined || prop.named) && !out.includes(prop.label)) out.push(prop.label)
  // "outside" says where, not what: no thing a client would look for on the page.
  if (plan.namedSetting && !OUT_OF_DOORS.has(plan.namedSetting) && !out.includes(plan.namedSetting))
    out.push(plan.namedSetting)
  for (const part of plan.parts ?? []) if (!out.includes(part)) out.push(part)
  return out
}
