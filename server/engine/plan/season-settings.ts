import { lemmatize, SETTINGS, type SettingId } from '../vocabulary'
import { withSky } from './named-places'
import type { PlanProp } from './plan'

// A season a prompt names ("a fox in autumn", "a farm in spring", "a deer in the forest in winter") is drawn
// over whatever place the page is: leaves falling for autumn, snow falling for winter, flowers for spring, the
// sun for summer. WordNet files a season as a time, so the safety net (nothing-dropped.ts) passed it over as no
// thing at all; a page showed a green summer wood for "a fox in autumn" and said nothing. Now a season is shown
// by its signs or said left out (a room, the sea floor, space: no sky or ground to show it on).

export type Season = 'spring' | 'summer' | 'autumn' | 'winter'

// Words for the four seasons, and the describing words made from them ("wintry", "autumnal").
const SEASON_OF: Record<string, Season> = {
  spring: 'spring',
  springtime: 'spring',
  summer: 'summer',
  summertime: 'summer',
  summery: 'summer',
  midsummer: 'summer',
  autumn: 'autumn',
  autumnal: 'autumn',
  autumntime: 'autumn',
  fall: 'autumn',
  winter: 'winter',
  wintertime: 'winter',
  wintry: 'winter',
  wintery: 'winter',
  midwinter: 'winter',
}

// "Spring" and "fall" are also a coil, a hot spring and a verb: the season only where it stands as one, after
// "in", "this" or "during" ("in the fall", "this spring") or before a time or a thing of the season ("a fall
// day", "spring flowers"). The other words are seasons wherever they stand. "The Mid-Autumn Festival" is a
// festival of the moon, no autumn wood.
const SEASON_PHRASE = new RegExp(
  [
    String.raw`\b(?:in|during|this|last|next|every|of|for|through|until|till|early|late)\s+(?:the\s+)?(?:early\s+|late\s+)?(spring|fall)\b`,
    String.raw`\b(spring|fall)\s+(?=(?:day|days|morning|mornings|afternoon|evening|night|time|season|scene|break|holiday|holidays|festival|fair|fete|harvest|flowers?|blossoms?|garden|meadow|colou?rs|weather|walk|picnic|shower|showers|rain|sunshine|breeze|lambs?|chicks?)\b)`,
    String.raw`(?<!mid[- ])\b(springtime|summer|summertime|summery|midsummer|autumn|autumnal|autumntime|winter|wintertime|wintry|wintery|midwinter)\b`,
    // A season last in the prompt after a describing word ("crisp fall", "early spring").
    String.raw`\b(?:crisp|sunny|warm|cold|snowy|rainy)\s+(spring|fall)\b`,
  ].join('|'),
  'gi',
)

/** The seasons a prompt names, each with the word as typed ("autumn", "fall"); none where it names none. */
export function seasonsNamed(typed: string): { season: Season; word: string }[] {
  const out: { season: Season; word: string }[] = []
  for (const match of typed.matchAll(SEASON_PHRASE)) {
    const word = match.slice(1).find(Boolean)?.toLowerCase()
    const season = word ? SEASON_OF[word] : undefined
    if (word && season && !out.some((o) => o.season === season)) out.push({ season, word })
  }
  return out
}

// Drawings that show each season, on the page already or added: what a child reads the season from.
// A decoration's id may come with its star or without (the safety net reads them bare).
const SIGNS: Record<Season, RegExp> = {
  spring: /^(flower|tulip|rose|sunflower|daffodil|cherry-blossom|blossom|hibiscus|daisy|bouquet)$/,
  summer: /^(sun|sunglasses)$/,
  autumn: /^\*?(fallen-leaf|maple-leaf|leaf-fluttering-in-wind|falling-leaves|wind)$/,
  winter: /^\*?(snowflake|snowman|snowfall|snowy-pines|snow-heap|snowbank)$/,
}
// Settings that show a season themselves: a snowy winter, a spring meadow, a summer beach.
const SEASON_SETTINGS: Partial<Record<SettingId, Season>> = {
  snow: 'winter',
  meadow: 'spring',
  beach: 'summer',
}
// Where no season can be drawn: a room, the sea floor, space and other worlds.
const NO_SEASON = new Set<SettingId>(['space', 'moon', 'mars', 'ocean'])
const indoors = (setting: SettingId) => /^(floor|boards|seabed)$/.test(SETTINGS[setting].ground)
// At night the summer sun is gone, and a warm night has nothing else to mark it: the night is the page.
const NIGHT = /^\*?(moon|stars)$/

/** Whether the page shows the season: a setting of the season, or a drawing of its signs. */
export function seasonShown(season: Season, setting: SettingId, drawnIds: Iterable<string>): boolean {
  if (SEASON_SETTINGS[setting] === season) return true
  const ids = [...drawnIds]
  if (ids.some((id) => SIGNS[season].test(id))) return true
  return season === 'summer' && (setting === 'night' || ids.some((id) => NIGHT.test(id)))
}

/** Whether the season can be drawn where the page is: outdoors, under a sky. */
export const seasonDrawable = (setting: SettingId) => !NO_SEASON.has(setting) && !indoors(setting)

/**
 * The props with the sky the prompt names (named-places.ts) and each season it names drawn in, where the page
 * does not show it yet and it can: falling leaves for autumn, falling snow for winter, flowers on the ground for
 * spring, the sun for summer. Each is labelled with the season's word as typed, so the page lists it.
 */
export function withSkyAndSeasons(typed: string, setting: SettingId, props: PlanProp[]): PlanProp[] {
  let out = withSky(typed, setting, sceneryNamed(props, typed))
  if (!seasonDrawable(setting)) return out
  for (const { season, word } of seasonsNamed(typed)) {
    // Only what the prompt named counts: a composed (intricate) scene draws none of the setting's own props.
    const named = out.filter((p) => p.named).map((p) => p.concept)
    if (seasonShown(season, setting, named)) continue
    const cold = season === 'winter' || season === 'autumn'
    const drawing = SEASON_DRAWINGS[season](word)
    // The season's drawing takes the place of the setting's own of it (one sun, labelled summer).
    const own = (p: PlanProp) => !p.named && drawing.some((d) => d.concept === p.concept && p.place === 'sky')
    out = [...drawing, ...out.filter((p) => !(cold && outOfSeason(p, season)) && !own(p))]
  }
  return out
}

// The setting's own summer things a cold season puts away: the winter sun, flowers and butterflies. What the
// prompt named stays.
const SUMMER_THINGS = /^(flower|tulip|rose|sunflower|butterfly)$/
const outOfSeason = (p: PlanProp, season: Season) =>
  !p.named &&
  p.subject === undefined &&
  (SUMMER_THINGS.test(p.concept) || (season === 'winter' && p.concept === 'sun'))

const SEASON_DRAWINGS: Record<Season, (word: string) => PlanProp[]> = {
  autumn: (word) => [{ concept: '*falling-leaves', label: word, place: 'sky', named: true }],
  winter: (word) => [{ concept: '*snowfall', label: word, place: 'sky', named: true }],
  spring: (word) => [
    { concept: 'tulip', label: word, place: 'floor', named: true },
    { concept: 'flower', label: 'flower', place: 'floor' },
  ],
  summer: (word) => [{ concept: 'sun', label: word, place: 'sky', named: true }],
}

/**
 * "a loch with a castle ruin on a little island": a piece the setting draws of its own (the water's island, the
 * park's bench) that the prompt names is named, so the page lists it and draws it even over an intricate page's
 * composed scene, never a word the reading passed over that the page shows by chance.
 */
export function sceneryNamed(props: PlanProp[], typed: string): PlanProp[] {
  const words = typed.toLowerCase().match(/[a-z]+/g) ?? []
  const said = ` ${words.map((w) => lemmatize(w)).join(' ')} `
  return props.map((p) =>
    p.named || p.subject !== undefined || !said.includes(` ${lemmatize(p.label.toLowerCase())} `)
      ? p
      : { ...p, named: true },
  )
}
