// What reading a prompt word by word carries from one word to the next: what is gathered so far, and what the
// words before left open (a relation waiting for its object, a preposition waiting for its place).
import { type Concept, SETTINGS, type SettingId } from '../vocabulary'
import { otherName } from './kin-named-apart'
import { OUT_OF_DOORS, placeName, SEASON_WORDS, WEATHER_DRAWINGS } from './place-words'
import type { SubjectRelation } from './plan'
import type { PromptReading, Relation } from './prompt-reading'
import { settingWords } from './prompt-tokens'
import { relationActor } from './relations-read'
import { roomFor } from './worn-at'

export type Reader = {
  words: string[]
  typed: string[]
  settingsByWord: [string, SettingId][]
  subjects: Concept[]
  attached: PromptReading['attached']
  relations: PromptReading['relations']
  missing: string[]
  unread: string[]
  unsaid: string[]
  /** The subject's own body parts named ("brushing her hair"): drawn with it. */
  ownParts: string[]
  setting: SettingId | null
  namedSetting: string | null
  standIns: PromptReading['standIns']
  /** A word that puts the next thing on the last subject ("wearing", "holding"). */
  relation: Relation | null
  /** A relation between two subjects waiting for its object ("riding", "under"). */
  pending: { relation: SubjectRelation; actor: number } | null
  missingFirst: boolean
  afterPreposition: boolean
  /** The word is named apart from a kin already read (kin-named-apart.ts). */
  apart: boolean
  /** The setting is only a season's guess at the place, given up for a place the prompt names. */
  seasonOnly: boolean
}

/** A reading of these words begun: nothing gathered yet, the workplaces' setting and words said already. */
export function startReading(
  words: string[],
  typed: string[],
  workplaces: { setting: SettingId | null; said: string[] },
): Reader {
  return {
    words,
    typed,
    settingsByWord: settingWords(),
    subjects: [],
    attached: [],
    relations: [],
    missing: [],
    unread: [],
    unsaid: workplaces.said,
    ownParts: [],
    setting: workplaces.setting,
    namedSetting: null,
    standIns: [],
    relation: null,
    pending: null,
    missingFirst: false,
    afterPreposition: false,
    apart: false,
    seasonOnly: false,
  }
}

// The grounds of settings indoors.
const INDOORS = new Set(['floor', 'boards'])

/** The first place named is the setting (a season until a place follows); the moon from the ground is night. */
export function nameSetting(r: Reader, phrase: string, id: SettingId, at: number): void {
  if (r.setting && !r.seasonOnly && !skyOverLand(r, id)) return
  if (r.setting && r.namedSetting && OUT_OF_DOORS.has(r.namedSetting) && INDOORS.has(SETTINGS[id].ground))
    return
  r.seasonOnly = SEASON_WORDS.has(phrase) || OUT_OF_DOORS.has(phrase)
  r.setting =
    id === 'moon' && phrase === 'moon' && !/\bon( the)?$/.test(r.words.slice(0, at).join(' ')) ? 'night' : id
  r.namedSetting = placeName(phrase)
}

// Land the sky may stand over: not a room, nor the sky of space.
const OPEN_GROUNDS = new Set(['hills', 'sand', 'dunes', 'snow', 'waves'])

/**
 * "a sky full of hot air balloons over a valley": the sky named first gives way to the land named under it, as a
 * season does; the sky is still the page's (named-places.ts `withSky`), over the land instead of over nothing.
 */
function skyOverLand(r: Reader, id: SettingId): boolean {
  return r.setting === 'sky' && r.namedSetting === 'sky' && OPEN_GROUNDS.has(SETTINGS[id].ground)
}

/** A drawing read: put on the last subject by a relation word, or a subject (the object of a waiting relation). */
export function use(r: Reader, concept: Concept): void {
  r.afterPreposition = false
  if (r.relation && r.subjects.length) {
    r.attached.push({ concept, relation: r.relation, subject: r.subjects.length - 1 })
    r.relation = null
    return
  }
  let at = r.subjects.findIndex((s) => s.id === concept.id && !(r.apart && otherName(s.label, concept.label)))
  if (at < 0 && roomFor(concept, r.subjects)) at = r.subjects.push(concept) - 1
  const actor = relationActor(r.pending, at)
  if (r.pending && actor !== undefined && at >= 0 && at !== actor && !WEATHER_DRAWINGS.has(concept.id))
    r.relations.push({ actor, relation: r.pending.relation, object: at })
  r.pending = null
}
