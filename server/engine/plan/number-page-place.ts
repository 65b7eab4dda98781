import { SETTINGS, type SettingId } from '../vocabulary'

// Where a number page's things are: "number 9 with nine paper boats on a pond", "ten stars in the night sky",
// "six fish in the sea". The place is drawn under the counted things as its setting's ground (water, sand,
// grass, snow) or sky, never said left out when a setting draws it. A thing they are on or in ("on a shelf",
// "in a basket") is no setting: it stays for the tail's own reading (drawn or said).

// Words that put the counted things somewhere.
const AT = new Set(['on', 'in', 'at', 'under', 'by', 'along', 'across', 'over', 'inside', 'near', 'around'])
const DETERMINERS = new Set(['a', 'an', 'the', 'some', 'my', 'our', 'their', 'his', 'her', 'big', 'little'])
// Words a place is named by that settings do not list as such: the sky at night is the night setting.
const SKIES: Record<string, SettingId> = { 'night sky': 'night', 'starry sky': 'night', 'blue sky': 'sky' }

/** The setting a setting word names ("pond": the sea's water, "sand": the beach), else null. */
function settingNamed(phrase: string): SettingId | null {
  if (Object.hasOwn(SKIES, phrase)) return SKIES[phrase]
  return Object.values(SETTINGS).find((s) => s.words.includes(phrase))?.id ?? null
}

/**
 * The place the tail after the counted things names ("on a pond": the sea's water), with the words that name
 * it and the tail before and after it; null when the tail names no setting.
 */
export function numberPagePlace(
  tail: string[],
): { setting: SettingId; words: string[]; rest: string[] } | null {
  for (let i = 0; i < tail.length; i++) {
    if (!AT.has(tail[i])) continue
    let from = i + 1
    while (DETERMINERS.has(tail[from] ?? '')) from++
    for (let n = Math.min(3, tail.length - from); n >= 1; n--) {
      const words = tail.slice(from, from + n)
      const setting = settingNamed(words.join(' '))
      if (setting) return { setting, words, rest: [...tail.slice(0, i), ...tail.slice(from + n)] }
    }
  }
  return null
}
