import { type Concept, SETTINGS, type SettingId } from '../vocabulary'
import { placeDrawnBySetting } from './page-setting'
import type { PromptReading } from './prompt-reading'

// The setting a prompt implies, named on the page as what it draws (docs/decisions/XXXX-implied-settings.md):
// - a thing whose world is the water or the snow brings it: a gondola its canal, a sled the snow, a dugong the
//   sea, and the page says so ("a musher on a sled pulled by huskies" is drawn in the snow, and lists it);
// - a night named inside a holiday's name is the night sky ("on Walpurgis Night", "fireworks on Bonfire Night");
// - the setting named twice, by two of its words ("seagrass on the seabed"), lists both.

/** The word a world is named by on the page when a thing in it brought it. */
const WORLD_WORDS: Partial<Record<SettingId, string>> = { snow: 'snow', sea: 'water', ocean: 'sea' }

// Boats of a town's canals, not of the sea: the page's water is drawn as a canal between its banks.
const CANAL_BOATS = new Set(['gondola', 'narrowboat', 'canal-boat', 'barge', 'punt'])

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
  named: { places: unknown[] }
  people: unknown
}

/** The page's setting and named place as make-plan.ts has read them, with what the prompt implies. */
export function impliedSetting(read: Read): ImpliedSetting {
  const { acts, reading } = read
  const setting = acts?.setting ?? read.readSetting
  const named = acts?.namedSetting ?? reading.namedSetting ?? placeDrawnBySetting(reading, setting)
  const [placed, people] = [read.named.places.length > 0, read.people !== null]
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
  // One thing alone in its world ("a penguin") is its page's subject, drawn large: its world goes unnamed.
  const scene = people || subjects.length > 1
  return { setting, namedSetting: placed || !scene ? null : worldOf(setting, subjects, people), parts: [] }
}

/**
 * The world a subject's own setting is, or people's doing brought ("sledding", "paddling"), named as the page
 * draws it: null when nothing brought it.
 */
export function worldOf(setting: SettingId, subjects: Concept[], people: boolean): string | null {
  const word = WORLD_WORDS[setting]
  // A boat of the sea floats on the ocean's surface (page-setting.ts afloat): its world is still the water.
  const brought = subjects.filter(
    (s) => s.setting === setting || (setting === 'sea' && s.setting === 'ocean'),
  )
  if (!word || !(brought.length || people)) return null
  return setting === 'sea' && brought.some((s) => CANAL_BOATS.has(s.id)) ? 'canal' : word
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
