import { type Concept, lemmatize, nounSenses, SETTINGS, type SettingId } from '../vocabulary'
import { placeDrawnBySetting } from './page-setting'
import type { PromptReading } from './prompt-reading'
import { AFLOAT_PIECE } from './sea-ice'

// The setting a prompt implies, named on the page as what it draws (docs/decisions/0204-implied-settings.md):
// - a thing whose world is the water or the snow brings it: a gondola its canal, a sled the snow, a dugong the
//   sea, and the page says so ("a musher on a sled pulled by huskies" is drawn in the snow, and lists it);
// - a night named inside a holiday's name is the night sky ("on Walpurgis Night", "fireworks on Bonfire Night");
// - the setting named twice, by two of its words ("seagrass on the seabed"), lists both.

/** The word a world is named by on the page when a thing in it brought it. */
const WORLD_WORDS: Partial<Record<SettingId, string>> = { snow: 'snow', sea: 'water', ocean: 'sea' }

// What WordNet says a made thing is: a sled is "for transportation over snow", a husky an "Arctic sled dog",
// a canoe a "small and light boat", a barge a boat "especially on canals", a gondola one "used on canals of
// Venice" (its second sense; the first is a freight car). A boat by its first sense only: a cutter is a knife
// first, no boat on the sea; snow and canals by either of the first two, each said of the thing itself.
const SNOW_GLOSS = /\b(?:over|on|across) (?:deep |fresh |the )?snow\b|\bsled(?:s| dogs?)?\b/
// A "vessel" is a boat only where its gloss says it goes on water: a bowl is "a round vessel ... for holding food".
const BOAT_GLOSS =
  /^(?:an? |the )?(?:[\w-]+,? (?:and )?){0,4}?(?:boat|ship|canoe|vessel(?=[^;]*\b(?:water|sea|sails?|travel|navigat\w*|oars?|rowed)\b))\b/
const CANAL_GLOSS = /\bcanals?\b/
// Settings the page takes when nothing says where: a sled's snow or a canoe's water says more.
const ANYWHERE = new Set<SettingId>(['garden', 'meadow', 'park'])

type World = 'snow' | 'water' | 'canal'

/** The world WordNet says a thing of this name is made for or lives in, or null. */
export function glossWorld(name: string): World | null {
  // Said in the plural ("snowshoes"), read as the one.
  const lower = name.toLowerCase()
  const said = nounSenses(lower, 2)
  const senses = (said.length ? said : nounSenses(lemmatize(lower), 2)).filter(
    (s) => s.kind !== 'noun.quantity',
  )
  if (senses.some((s) => SNOW_GLOSS.test(s.gloss))) return 'snow'
  if (senses.some((s) => BOAT_GLOSS.test(s.gloss) && CANAL_GLOSS.test(s.gloss))) return 'canal'
  return senses[0] && BOAT_GLOSS.test(senses[0].gloss) ? 'water' : null
}

/** A subject's world by the word the prompt said, else by its drawing's name ("snowshoeing": the snowshoes). */
const thingWorld = (s: Concept): World | null => glossWorld(s.label) ?? glossWorld(s.id.replace(/-/g, ' '))

/** A thing WordNet says is flown in the wind (a kite): its page names the sky. */
const flown = (name: string) =>
  nounSenses(name.toLowerCase(), 6).some((s) => /\bflown in wind\b/.test(s.gloss))

// A holiday named "... Night", capitalised as a name is: "Walpurgis Night", "Guy Fawkes Night", "Burns Night".
const HOLIDAY_NIGHT = /\b((?:[A-Z][\w']*\s+){1,3}Night)\b/

// Settings with no sky to darken: rooms, the sea floor.
const SKYLESS = new Set(['floor', 'boards', 'seabed'])

export type ImpliedSetting = { setting: SettingId; namedSetting: string | null; parts: string[] }

/** What make-plan.ts has read: the animal's doing (`acts`), the setting read without it, the places named. */
type Read = {
  prompt: string
  acts: { setting: SettingId; namedSetting: string | null } | null
  readSetting: SettingId
  reading: PromptReading
  named: { places: { prop: { concept: string } }[] }
  people: unknown
}

/** The page's setting and named place as make-plan.ts has read them, with what the prompt implies. */
export function impliedSetting(read: Read): ImpliedSetting {
  const { acts, reading } = read
  const setting = acts?.setting ?? read.readSetting
  const named = acts?.namedSetting ?? reading.namedSetting ?? placeDrawnBySetting(reading, setting)
  const [placed, people] = [read.named.places.length > 0, read.people !== null]
  // Ice afloat is in the sea the page draws round it: named so, as the water a boat is on is.
  const afloat = read.named.places.some((p) => p.prop.concept === AFLOAT_PIECE)
  if (afloat && !named && setting === 'sea') return { setting, namedSetting: 'sea', parts: [] }
  return settingImplied(read.prompt, setting, named, reading.subjects, placed, people)
}

/**
 * The page's setting and the place it names, with what the prompt implies added: `named` is the place the
 * prompt named (null when it named none), `placed` whether a place piece stands in the setting, `people`
 * whether people are drawn doing something there.
 */
export function settingImplied(
  typed: string,
  setting: SettingId,
  named: string | null,
  subjects: Concept[],
  placed: boolean,
  people: boolean,
): ImpliedSetting {
  const night = HOLIDAY_NIGHT.exec(typed)?.[1]
  // The night over the same ground: a hill named stays listed, drawn by the night's own hills.
  const ground = SETTINGS[setting].ground
  if (night && !SKYLESS.has(ground) && (!named || ground === SETTINGS.night.ground))
    return { setting: 'night', namedSetting: night, parts: named ? [named] : [] }
  if (named) return { setting, namedSetting: named, parts: alsoNamed(typed, setting, named) }
  // A kite is "flown in wind": the sky it flies in is named, over the page's own ground.
  if (!SKYLESS.has(ground) && subjects.some((s) => flown(s.label)))
    return { setting, namedSetting: 'sky', parts: [] }
  // A sled, a canoe on a page that says nowhere: their world, not the garden.
  const world = placed ? null : subjects.map(thingWorld).find((w) => w !== null)
  const page: SettingId = world && ANYWHERE.has(setting) ? (world === 'snow' ? 'snow' : 'sea') : setting
  // One thing alone in its world ("a penguin") is its page's subject, drawn large: its world goes unnamed.
  const scene = people || subjects.length > 1
  const shown = placed || !scene ? null : worldOf(page, subjects, people)
  return { setting: page, namedSetting: shown, parts: [] }
}

/**
 * The world a subject's own setting is, or people's doing brought ("sledding", "paddling"), named as the page
 * draws it: null when nothing brought it.
 */
export function worldOf(setting: SettingId, subjects: Concept[], people: boolean): string | null {
  const word = WORLD_WORDS[setting]
  // A boat of the sea floats on the ocean's surface (page-setting.ts afloat): its world is still the water.
  const worlds = subjects.map(thingWorld)
  const brought = subjects.filter(
    (s, i) =>
      s.setting === setting ||
      (setting === 'sea' && (s.setting === 'ocean' || worlds[i] === 'water' || worlds[i] === 'canal')) ||
      (setting === 'snow' && worlds[i] === 'snow'),
  )
  if (!word || !(brought.length || people)) return null
  return setting === 'sea' && worlds.includes('canal') ? 'canal' : word
}

/** The setting's other words the prompt names beside the one it is named by ("seagrass on the seabed"). */
export function alsoNamed(typed: string, setting: SettingId, named: string): string[] {
  const lower = typed.toLowerCase()
  const first = named.toLowerCase()
  const found = SETTINGS[setting].words.filter(
    (w) =>
      w.length > 3 &&
      !first.includes(w) &&
      !w.includes(first) &&
      new RegExp(`\\b${w.replace(/ /g, '\\s+')}\\b`).test(lower),
  )
  // The longest of overlapping words ("sandy seabed", not "seabed" too).
  return found.filter((w) => !found.some((o) => o !== w && o.includes(w)))
}
