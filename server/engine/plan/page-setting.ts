// Where a page is (make-plan.ts): the setting it takes (the place named, the occasion's, the subject's own, afloat
// on the sea or on land), the drawing a page of a place alone is drawn around, the scenery its setting draws, and
// the places the prompt names that the setting draws anyway.

import { pick } from '../common'
import { type Concept, conceptById, nounKind, SETTINGS, type SettingId } from '../vocabulary'
import { FRESH_WATER_FISH } from './fresh-water-fish'
import type { NamedPlace } from './named-places'
import type { PeopleAction } from './people-plan'
import type { Complexity, PlanProp } from './plan'
import type { PromptReading } from './prompt-reading'
import type { Occasion } from './prompt-text'
import { type UndrawnPlace, undrawnPlace } from './undrawn-places'

export const OCCASIONS: Record<Occasion, { subject: string; setting: SettingId }> = {
  birthday: { subject: 'birthday-cake', setting: 'party' },
  christmas: { subject: 'christmas-tree', setting: 'snow' },
  halloween: { subject: 'pumpkin', setting: 'night' },
  easter: { subject: 'rabbit', setting: 'meadow' },
  mother: { subject: 'flower', setting: 'garden' },
  father: { subject: 'top-hat', setting: 'party' },
  valentine: { subject: 'heart', setting: 'party' },
  love: { subject: 'heart', setting: 'party' },
  thanks: { subject: 'sunflower', setting: 'garden' },
  newyear: { subject: 'star', setting: 'night' },
  friends: { subject: 'teddy-bear', setting: 'party' },
  getwell: { subject: 'flower', setting: 'garden' },
  congrats: { subject: 'balloon', setting: 'party' },
}

// "a beach", "outer space": a page of the place, around the drawing that says it best.
export const SETTING_SUBJECTS: Record<SettingId, string> = {
  garden: 'flower',
  meadow: 'flower',
  farm: 'cow',
  forest: 'tree',
  ocean: 'fish',
  // The water itself: a boat would be a thing the prompt did not name ("the Blue Lagoon" is no harbour).
  sea: 'water-wave',
  beach: 'palm-tree',
  space: 'planet',
  moon: 'astronaut',
  mars: 'rocket',
  night: 'moon',
  city: 'office-building',
  snow: 'snowman',
  desert: 'cactus',
  savanna: 'giraffe',
  castle: 'castle',
  // A cloud, not a rainbow: a sunset, a stormy or a starless sky has none.
  sky: 'cloud',
  party: 'balloon',
  park: 'bench',
  zoo: 'elephant',
  playground: 'playground-slide',
  classroom: 'desk',
  kitchen: 'stove',
  library: 'books',
  bedroom: 'bed',
}

// Where a subject lives when one of its names says more than its drawing's default: a sea turtle swims.
const HABITAT_PHRASES: [RegExp, SettingId][] = [[/\bsea turtles?\b/i, 'ocean'], FRESH_WATER_FISH]

export function defaultSetting(subjects: Concept[], typed: string): SettingId {
  for (const [phrase, setting] of HABITAT_PHRASES) if (phrase.test(typed)) return setting
  if (namesADish(typed)) return 'party'
  for (const subject of subjects) if (subject.setting) return subject.setting
  return subjects.some((s) => s.zone === 'table') ? 'party' : 'meadow'
}

/** "fish and chips", "ham and eggs": a dish WordNet knows by its two foods; its fish is served, not at sea. */
function namesADish(typed: string): boolean {
  const ws = typed.toLowerCase().match(/[a-z]+/g) ?? []
  return ws.some(
    (w, i) => ws[i + 1] === 'and' && i + 2 < ws.length && nounKind(`${w} and ${ws[i + 2]}`) === 'noun.food',
  )
}

/**
 * A boat, a swan or a duck on the ocean floats on it: the open sea with waves, never the sea floor. The place
 * is still named as the prompt said it ("ocean"), which the sea's waves draw.
 */
export function afloat(setting: SettingId, subjects: Concept[], typed: string): SettingId {
  if (setting !== 'ocean' || /\b(under|underwater|beneath|sunken|deep|reef|aquarium)\b/i.test(typed))
    return setting
  return subjects.some((s) => s.zone === 'surface' || FLOATERS.has(s.id)) ? 'sea' : setting
}
// Birds drawn standing on the ground that swim on the water when the prompt puts them there.
const FLOATERS = new Set(['duck', 'goose', 'swan', 'flamingo'])

/** People stand on land: a fish held by a fisherman puts them on the beach, not under the sea. */
export function onLand(setting: SettingId, people: boolean): SettingId {
  return people && setting === 'ocean' ? 'beach' : setting
}

/** A cook at the counter (`tool-on`): the kitchen's stove or pot would stand before the counter, hiding it. */
export const beforeTheCounter = (p: PlanProp, action: PeopleAction | undefined) =>
  action === 'tool-on' && p.place === 'floor' && !p.concept.startsWith('*')

function labelOf(id: string): string {
  return id.startsWith('*') ? id.slice(1).replace(/-/g, ' ') : conceptById(id).label
}

export function settingProps(
  setting: SettingId,
  complexity: Complexity,
  subjects: Concept[],
  random: () => number,
): PlanProp[] {
  const def = SETTINGS[setting]
  const taken = new Set(subjects.map((s) => s.id))
  const skyCount = complexity === 'easy' ? 1 : 3
  const floorCount = complexity === 'easy' ? 2 : 4
  const props: PlanProp[] = []
  const choose = (list: string[], count: number, place: 'sky' | 'floor') => {
    const pool = list.filter((id) => !taken.has(id))
    // Keep the list's order for the first pick (the most telling prop: the sun, a tree), then vary.
    for (let k = 0; k < count && pool.length; k++) {
      const id = k === 0 ? pool[0] : pick(random, pool)
      props.push({ concept: id, label: labelOf(id), place })
      // A page has one sun; other props may repeat (two clouds, three flowers).
      if (id === 'sun' || id === 'moon' || id === 'rainbow' || id.startsWith('*'))
        pool.splice(pool.indexOf(id), 1)
    }
  }
  choose(def.sky, skyCount, 'sky')
  choose(def.floor, floorCount, 'floor')
  return props
}

const WATER_WORDS = ['water', 'sea', 'ocean', 'waves', 'lake', 'pond']

/** The words a setting draws: its own names, and the water a sea floor or waves show ("out of the water"). */
function settingNames(setting: SettingId): Set<string> {
  const def = SETTINGS[setting]
  const names = new Set([def.id, def.label, ...def.words])
  if (def.ground === 'seabed' || def.ground === 'waves') for (const word of WATER_WORDS) names.add(word)
  return names
}

/** A place the prompt passed over that the page's setting draws anyway: named, so the page lists it. */
export function placeDrawnBySetting(reading: PromptReading, setting: SettingId): string | null {
  const names = settingNames(setting)
  // "a boat in the water": the water no reader placed is the sea the page draws, named, never said as lacking.
  return [...reading.unsaid, ...reading.missing].find((word) => names.has(word.toLowerCase())) ?? null
}

/**
 * The guard that nothing named goes unsaid: every thing or place the reading recognised and passed over
 * without drawing it is added to what the page says it left out.
 */
export function saidOrDrawn(leftOut: string[], reading: PromptReading, setting?: SettingId): string[] {
  const drawn = new Set(reading.subjects.flatMap((s) => [s.id, s.label.toLowerCase()]))
  if (reading.namedSetting) drawn.add(reading.namedSetting.toLowerCase())
  const drawnBy = setting ? settingNames(setting) : new Set<string>()
  for (const name of drawnBy) drawn.add(name)
  const shown = (word: string) => reading.missing.includes(word) && drawnBy.has(word.toLowerCase())
  const out = leftOut.filter((word) => !shown(word))
  for (const word of reading.unsaid)
    if (!drawn.has(word.toLowerCase()) && !out.some((w) => w.toLowerCase() === word.toLowerCase()))
      out.push(word)
  return out
}

/**
 * The setting a place drawn as scenery stands in; and "a laundromat with a row of washing machines": a place
 * it cannot draw named first is the setting of the things it can, drawn as the nearest of its kind and said
 * (undrawn-places.ts). A place alone is still refused.
 */
export function placeSettingOf(
  reading: PromptReading,
  places: NamedPlace[],
  action?: string,
): { backdrop: UndrawnPlace | null; placeSetting: SettingId | null; seen: PromptReading } {
  const backdrop =
    reading.subjects.length && !places.length ? undrawnPlace(reading.missing, action === 'swim') : null
  if (backdrop?.place) places.push(backdrop.place)
  // The place is said as a stand-in, no longer missing: the page is not refused for it.
  const seen = backdrop
    ? { ...reading, missing: reading.missing.filter((m) => m !== backdrop.asked), missingFirst: false }
    : reading
  if (reading.namedSetting) return { backdrop, placeSetting: null, seen }
  return { backdrop, placeSetting: places[0]?.setting ?? backdrop?.setting ?? null, seen }
}

/**
 * The moon seen from the ground is named in the prompt ("howling at the moon"): drawn as a subject, so it is on
 * the page whatever room the scenery's sky leaves.
 */
export function namesTheMoonInTheSky(reading: PromptReading, subjects: Concept[]): boolean {
  return (
    reading.namedSetting === 'moon' &&
    reading.setting === 'night' &&
    subjects.length < 3 &&
    !subjects.some((s) => s.id === 'moon')
  )
}
