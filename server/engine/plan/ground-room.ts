import { type Concept, lemmatize, nounSenses, SETTINGS, type SettingId } from '../vocabulary'

// What the people of a scene sit, lie or stand on, or do the thing at: "a grandpa and grandma playing a video
// game on the sofa", "picking blackberries from the hedge", "sorting bottles into the recycling boxes". The
// sofa, the hedge, the bins are where the scene happens, so after three things they are drawn as a fourth
// rather than said left out for want of room (docs/decisions/0193-home-school-and-sport-things.md).
const GROUNDS = new Set([
  'sofa',
  'couch-and-lamp',
  'armchair',
  'bed',
  'bunk-bed',
  'bench',
  'stool',
  'chair',
  'beanbag',
  'changing-mat',
  'yoga-mat',
  'rug',
  'blanket',
  'hedge',
  'recycling-bin',
  'wheelie-bin',
  'kitchen-sink',
  'leaf-pile',
  'trampoline',
  'bowling-alley',
  'cloakroom',
  'easel',
  'desk',
  'whiteboard',
])

/** Room for the ground a scene happens on after three things, when none of them is one already. */
export const groundAfterThings = (concept: Concept, subjects: Concept[]): boolean =>
  subjects.length === 3 &&
  ((GROUNDS.has(concept.id) && !subjects.some((s) => GROUNDS.has(s.id))) ||
    (isHome(concept) && !subjects.some(isHome)))

// A home or a shelter someone is in ("pouring coffee from a tall pot in his tent", "putting the felt walls round
// a yurt"): by WordNet's classes, so a tent, a yurt, a hut, an igloo, a house are where the scene is, drawn.
const HOME = /^(dwelling|shelter)$/
const isHome = (concept: Concept): boolean =>
  concept.zone === 'ground' && (nounSenses(concept.label, 1)[0]?.classes.some((c) => HOME.test(c)) ?? false)

/**
 * The setting people's doing takes them to, unless it is indoors and they are at a home drawn out of doors: "a
 * Bedouin man pouring coffee in his tent" is at the tent, not in a kitchen with a tent in it.
 */
export function atHome(setting: SettingId | undefined, subjects: Concept[]): SettingId | undefined {
  if (!setting || !/^(floor|boards)$/.test(SETTINGS[setting].ground)) return setting
  const home = subjects.find(
    (s) => isHome(s) && s.setting && !/^(floor|boards)$/.test(SETTINGS[s.setting].ground),
  )
  return home?.setting ?? setting
}

// What lies on the floor or the ground to be sat or lain on, by the classes of its first sense as a thing (read
// by the last word of its name): a rug, a mat, a carpet (floor covers), a blanket or a quilt (bedclothes). Not a
// towel: its drawing hangs on a rail.
const LAID_FLAT = new Set(['floor cover', 'bedclothes'])

/** Whether a thing lies flat on the ground to be sat on: a rug, a mat, a blanket, a quilt. */
export function laidFlat(thing: Concept): boolean {
  const head = thing.label.toLowerCase().split(' ').pop() ?? ''
  return [thing.label.toLowerCase(), head, thing.id.replace(/-/g, ' ')].some((name) =>
    (nounSenses(lemmatize(name), 1)[0]?.classes ?? []).some((k) => LAID_FLAT.has(k)),
  )
}

/**
 * "a family sharing a feast on a woven straw mat", "two girls chatting on a rug": a thing laid flat named after
 * "on" is where the people sit, never a thing they hold out or hold: its place among `objects`, or undefined.
 */
export function satOnFlat(
  lower: string,
  objects: { s: Concept; i: number }[],
  sat: (s: Concept) => boolean = laidFlat,
): number | undefined {
  return objects.find(({ s }) => {
    if (!sat(s)) return false
    const word = s.label.toLowerCase().split(' ').pop() ?? ''
    return new RegExp(
      `\\b(?:on|onto|upon) (?:(?:a|an|the|his|her|their|our|my|its|some)\\s+)?(?:[\\w-]+\\s+){0,3}${word}s?\\b`,
    ).test(lower)
  })?.i
}

/** Whether WordNet files a thing first as a seat (a bench, a chair, a sofa): sat on when named after "on". */
export const isSeat = (thing: Concept): boolean =>
  [thing.label.toLowerCase(), thing.id.replace(/-/g, ' ')].some((name) =>
    (nounSenses(lemmatize(name.split(' ').pop() ?? name), 1)[0]?.classes ?? []).includes('seat'),
  )
