import type { OutlineSetId } from './art-credits'
import type { Concept, SettingId, Zone } from './concept-types'

/** A concept drawn by one icon of an outline set (an icon family, or Colorly's own drawings). */
export const outlineConcept = (
  id: string,
  family: OutlineSetId,
  icon: string,
  zone: Zone,
  setting: SettingId | undefined,
  aliases = '',
  extra: Pick<Concept, 'bust'> = {},
): Concept => ({
  id,
  label: id.replace(/-/g, ' '),
  icon,
  family,
  zone,
  setting,
  aliases: aliases ? aliases.split(',').map((a) => a.trim()) : [],
  ...extra,
})

/** A drawing of Colorly's own (art/own-drawings/), drawn by the icon of its id unless another is named. */
export const ownConcept = (
  id: string,
  zone: Zone,
  setting: SettingId | undefined,
  aliases = '',
  icon = id,
): Concept => outlineConcept(id, 'colorly', icon, zone, setting, aliases)

/** An own drawing of an animal facing left: where its head top is and its mouth, so a scene can feed it. */
export const ownAnimal = (
  id: string,
  zone: Zone,
  setting: SettingId | undefined,
  aliases: string,
  headX: number,
  mouth: [x: number, y: number],
): Concept => ({
  ...ownConcept(id, zone, setting, aliases),
  headX: { colorly: headX },
  mouth: { colorly: { x: mouth[0], y: mouth[1], facing: 'left' } },
})
