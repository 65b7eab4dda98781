// "a barn with a weather vane on the roof": the roof is read out as a place, so nothing said what the vane is
// on, and a thing "with" the barn stands beside it. A thing said to be on the roof goes on the building named
// with it, on its roof line.
import type { PromptReading } from './prompt-reading'

/** Buildings with a roof a thing can stand on. */
const ROOFED =
  /^(house|barn|log-cabin|cottage|church|school|hut|castle|house-with-garden|houses|garage|shed)$/

const ON_THE_ROOF = /\bon (the|its|a|their|his|her) (roof|rooftop|roof top)\b/

/** The reading with what is on the roof on the building, when the reading put it nowhere or beside it. */
export function onTheRoof(lower: string, reading: PromptReading): PromptReading {
  if (!ON_THE_ROOF.test(lower)) return reading
  const { subjects, relations, attached } = reading
  const building = subjects.findIndex((s) => ROOFED.test(s.id))
  if (building < 0 || relations.some((r) => r.object === building || r.actor === building)) return reading
  // The thing named nearest before "on the roof", other than the building: a subject in no relation yet, or a
  // thing the reading stood beside the building.
  const at = lower.search(ON_THE_ROOF)
  const where = (label: string) => lower.lastIndexOf(label.toLowerCase(), at)
  const candidates = [
    ...subjects.map((s, i) => ({ where: where(s.label), subject: i, prop: -1 })),
    ...attached.map((a, k) => ({
      where: a.relation === 'beside' && a.subject === building ? where(a.concept.label) : -1,
      subject: -1,
      prop: k,
    })),
  ].filter(
    (c) =>
      c.where >= 0 &&
      c.subject !== building &&
      !relations.some((r) => r.actor === c.subject && c.subject >= 0),
  )
  const nearest = candidates.sort((a, b) => b.where - a.where)[0]
  if (!nearest) return reading
  if (nearest.subject >= 0)
    return {
      ...reading,
      relations: [...relations, { actor: nearest.subject, relation: 'on', object: building }],
    }
  return {
    ...reading,
    subjects: [...subjects, attached[nearest.prop].concept],
    attached: attached.filter((_, k) => k !== nearest.prop),
    relations: [...relations, { actor: subjects.length, relation: 'on', object: building }],
  }
}
