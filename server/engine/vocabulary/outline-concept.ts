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
