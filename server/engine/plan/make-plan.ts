import { hashText, pick, seededRandom } from '../common'
import type { Concept, SettingId } from '../vocabulary'
import { conceptById, SETTINGS } from '../vocabulary'
import { withReading } from './action-objects'
import { readAnimalActions, withAnimalActions } from './animal-actions'
import { caughtFish } from './animal-catch'
import { readAnimalYoung, withYoungInPouch, youngSubjects } from './animal-young'
import { characterPlan } from './character-plan'
import { dishOnTable } from './dish-on-table'
import { DRIVEN_ON } from './doing-actions'
import { figurePlan } from './figure-plan'
import { servedUndrawn } from './food-served'
import { FRESH_WATER_FISH } from './fresh-water-fish'
import { namePeople, restWithNames, withGivenNames } from './given-name-people'
import { groupWears } from './group-wears'
import { withoutDrawnGroups } from './group-words'
import { plainIdioms } from './idioms'
import { labelsAsTyped } from './labels-as-typed'
import type { LandmarkStandIn } from './landmarks'
import { letterIsTheSubject, letterSubject, letterWordSaid } from './letter-page'
import { type NamedPlace, readNamedPlaces, withPlaces } from './named-places'
import { sayDropped } from './nothing-dropped'
import { occasionPage } from './occasion-pages'
import type { PeopleAction, PeopleReading } from './people-plan'
import { readNames } from './place-names'
import type { Complexity, Plan, PlanInput, PlanProp, PlanRelation } from './plan'
import type { PromptReading } from './prompt-reading'
import { findPromptText, type Occasion } from './prompt-text'
import { propCount, readCounts } from './read-counts'
import { describeFigure, readFigurePage } from './read-figure'
import { readPeople, withPeople } from './read-people'
import { readPrompt } from './read-prompt'
import { readableWords } from './readable-words'
import { onTheRoof } from './roof-relation'
import { withSkyAndSeasons } from './season-settings'
import { soundMarks } from './sound-marks'
import { suggestDrawable } from './suggest-drawable'
import { type UndrawnPlace, undrawnPlace } from './undrawn-places'
import { fitWorn, putOnWearers, wornPlace, wornWordsPlain } from './worn-things'

const OCCASIONS: Record<Occasion, { subject: string; setting: SettingId }> = {
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
const SETTING_SUBJECTS: Record<SettingId, string> = {
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

function defaultSetting(subjects: Concept[], typed: string): SettingId {
  for (const [phrase, setting] of HABITAT_PHRASES) if (phrase.test(typed)) return setting
  for (const subject of subjects) if (subject.setting) return subject.setting
  return subjects.some((s) => s.zone === 'table') ? 'party' : 'meadow'
}

/**
 * A boat, a swan or a duck on the ocean floats on it: the open sea with waves, never the sea floor. The place
 * is still named as the prompt said it ("ocean"), which the sea's waves draw.
 */
function afloat(setting: SettingId, subjects: Concept[], typed: string): SettingId {
  if (setting !== 'ocean' || /\b(under|underwater|beneath|sunken|deep|reef|aquarium)\b/i.test(typed))
    return setting
  return subjects.some((s) => s.zone === 'surface' || FLOATERS.has(s.id)) ? 'sea' : setting
}
// Birds drawn standing on the ground that swim on the water when the prompt puts them there.
const FLOATERS = new Set(['duck', 'goose', 'swan', 'flamingo'])

/** People stand on land: a fish held by a fisherman puts them on the beach, not under the sea. */
function onLand(setting: SettingId, people: boolean): SettingId {
  return people && setting === 'ocean' ? 'beach' : setting
}

/** A cook at the counter (`tool-on`): the kitchen's stove or pot would stand before the counter, hiding it. */
const beforeTheCounter = (p: PlanProp, action: PeopleAction | undefined) =>
  action === 'tool-on' && p.place === 'floor' && !p.concept.startsWith('*')

function labelOf(id: string): string {
  return id.startsWith('*') ? id.slice(1).replace(/-/g, ' ') : conceptById(id).label
}

function settingProps(
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

/**
 * What the page would lack. A prompt whose words name nothing drawable and hold no lettering misses all of
 * them: the engine says so rather than draw something else. Confidence falls with the share of what is missed.
 */
function understanding(
  reading: PromptReading,
  subjectCount: number,
  lettered: boolean,
  typed: string,
): { missing: string[]; confidence: number } {
  const missing = [...reading.missing]
  if (!missing.length && !subjectCount && !lettered) missing.push(typed.replace(/^(a|an|the)\s+/i, ''))
  if (!missing.length) return { missing, confidence: 1 }
  const named = subjectCount + missing.length
  return { missing, confidence: Math.max(0.1, Math.round((50 * subjectCount) / named) / 100) }
}

/**
 * The things held, worn or set beside a subject, then a hose or a rod the figure's action draws by code: in the
 * first person's hands, named like any prop. A thing the action draws ("writing on the chalkboard with chalk") is
 * not drawn again beside it.
 */
function attachedProps(
  things: PromptReading['attached'],
  byAction: { drawn: string[]; lead: number } | null,
  words: string,
): PlanProp[] {
  const byCode = new Set(byAction?.drawn.map((t) => t.replace(/ /g, '-')) ?? [])
  return [
    ...things
      .filter((a) => !byCode.has(a.concept.id))
      .map((a) => ({
        concept: a.concept.id,
        label: a.concept.label,
        place: a.relation === 'head' ? (wornPlace(a.concept) ?? 'head') : a.relation,
        subject: a.subject,
        ...(a.relation === 'hand' || a.relation === 'beside' ? counted(propCount(words, a.concept)) : {}),
      })),
    ...(byAction?.drawn ?? []).map(
      (thing): PlanProp => ({ concept: `*${thing}`, label: thing, place: 'hand', subject: byAction?.lead }),
    ),
  ]
}

const counted = (n: number): { count?: number } => (n > 1 ? { count: n } : {})

/** From Magic Prompt's extra words only what it puts on a subject the person named ("wearing a crown"). */
function extrasFrom(enhanced: PromptReading | null, reading: PromptReading): PromptReading['attached'] {
  if (!enhanced) return []
  return enhanced.attached.filter(
    (a) =>
      reading.subjects[a.subject]?.id === enhanced.subjects[a.subject]?.id &&
      !reading.attached.some((b) => b.subject === a.subject && b.relation === a.relation),
  )
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
function placeDrawnBySetting(reading: PromptReading, setting: SettingId): string | null {
  const names = settingNames(setting)
  return reading.unsaid.find((word) => names.has(word.toLowerCase())) ?? null
}

/**
 * The guard that nothing named goes unsaid: every thing or place the reading recognised and passed over
 * without drawing it is added to what the page says it left out.
 */
export function saidOrDrawn(leftOut: string[], reading: PromptReading, setting?: SettingId): string[] {
  const drawn = new Set(reading.subjects.flatMap((s) => [s.id, s.label.toLowerCase()]))
  if (reading.namedSetting) drawn.add(reading.namedSetting.toLowerCase())
  if (setting) for (const name of settingNames(setting)) drawn.add(name)
  const out = [...leftOut]
  for (const word of reading.unsaid)
    if (!drawn.has(word.toLowerCase()) && !out.some((w) => w.toLowerCase() === word.toLowerCase()))
      out.push(word)
  return out
}

/** A figure page letters no place: a place named with it ("a mandala in Chefchaouen") is said, never dropped. */
function placesSaid<T extends { leftOut: string[] }>(
  figure: T,
  names: { said: string[]; caption: string | null },
): T {
  return { ...figure, leftOut: [...figure.leftOut, ...names.said, ...(names.caption?.split(' & ') ?? [])] }
}

/** Prompt to plan: what to draw, where, with what, in which style. Pure and deterministic. */
export function makePlan(input: PlanInput): Plan {
  // A character owned by others is never drawn, by any engine: the plan refuses it with generic takes.
  const refused = characterPlan(input)
  if (refused) return refused
  const prompt = input.prompt.trim().slice(0, 300)
  const seed = (input.seed ?? hashText(prompt.toLowerCase())) >>> 0
  const random = seededRandom(seed)
  const typed = occasionPage(input.typed?.trim().slice(0, 300) || prompt)
  // A landmark, a town, a country: its kind's, said (landmarks.ts, place-names.ts); "Lily mailing a letter" is a girl.
  const landmarks = readNames(typed)
  const { text, given } = withGivenNames(findPromptText(landmarks.rest))
  // A page drawn by geometry (mandala, number, pattern) takes the whole page; what it is built from is drawn or said.
  const figure = text.lines.length ? null : readFigurePage(text.rest)
  if (figure) return figurePlan(input, prompt, seed, placesSaid(figure, landmarks), readableWords(text.rest))
  // A dock, a cave, a village: drawn as scenery, their words taken out of what the reading looks for; "on
  // horseback" is riding a horse. Letters with accents read plainly ("piñata"): the readers know a to z.
  const named = readNamedPlaces(plainIdioms(text.rest.normalize('NFD').replace(/[\u0300-\u036f]/g, '')))
  // "a mama polar bear and her cubs": the animal read, her young drawn smaller beside her.
  const family = readAnimalYoung(named.rest)
  const words = family?.rest ?? named.rest
  // Worn things go on their wearer, never stand beside it ("wearing a scarf and a top hat").
  const worn0 = putOnWearers(readPrompt(words), words)
  // People are drawn whole, doing what the prompt says; their roles and tools are no longer missing. What a
  // group the people reader adds wears ("a family in pajamas") dresses each of them.
  const { reading: read, people } = groupWears(worn0, readPeople(wornWordsPlain(words, worn0), worn0), words)
  // Pyjamas, a skirt, curlers, a poppy worn: a person's figure wears them; on anyone else they are said.
  const worn = fitWorn(
    onTheRoof(
      text.rest.toLowerCase(),
      people ? withoutDrawnGroups(withPeople(read, people), people.drawnThings, people.people.people) : read,
    ),
    (i) => Boolean(people?.people.people.some((p) => p.subject === i)),
    named.rest,
  )
  const { reading, garments } = { ...worn, reading: letterWordSaid(text, worn.reading) }
  const enhanced = typed === occasionPage(prompt) ? null : enhancedReading(prompt)
  // A place drawn as scenery stands in its own setting unless the prompt names another ("a dock on the lake").
  const { backdrop, placeSetting, seen } = placeSettingOf(reading, named.places)
  const subjects = [...reading.subjects]
  if (!subjects.length) subjects.push(...letterSubject(text, reading))
  if (!subjects.length && text.occasion) subjects.push(conceptById(OCCASIONS[text.occasion].subject))
  const ownSetting = placeSetting ?? reading.setting
  const placeSubject = named.places.find((p) => p.subject)?.subject
  // "a rooftop garden with a water tower": the place named first is the page; what it lacks is said.
  const placeFirst = placeNamedFirst(named.places, reading.missing, text.rest)
  if (
    !subjects.length &&
    !text.lines.length &&
    (ownSetting || placeSubject) &&
    (!reading.missing.length || placeFirst)
  )
    subjects.push(conceptById(placeSubject ?? SETTING_SUBJECTS[ownSetting ?? 'meadow']))
  if (namesTheMoonInTheSky(reading, subjects)) subjects.push(conceptById('moon'))
  const fish = caughtFish(words, subjects, people !== null)
  if (fish) subjects.push(fish)
  // "two dinosaurs": the copies go after every subject read, so indexes into the subjects stay as they are.
  const counted = readCounts(words, subjects, {
    isPerson: (i) => Boolean(people?.people.people.some((p) => p.subject === i)),
    placed: reading.relations.map((r) => r.actor),
  })
  const { missing, confidence } = understanding(seen, subjects.length, text.lines.length > 0, landmarks.asked)
  // The page is refused only when its main subject cannot be drawn: a secondary thing missing ("a panda
  // eating bamboo") is left out and the page says so.
  const mainMissing =
    missing.length > 0 &&
    !letterIsTheSubject(text) &&
    ((seen.missingFirst && !placeFirst && !servedUndrawn(missing, subjects)) || !subjects.length)
  const standIns = mainMissing ? [] : standInsOf(reading, landmarks.standIns, backdrop)
  const readSetting = afloat(
    ownSetting ??
      enhanced?.setting ??
      people?.setting ??
      (text.occasion && !reading.subjects.length
        ? OCCASIONS[text.occasion].setting
        : onLand(defaultSetting(subjects, typed), people !== null)),
    subjects,
    typed,
  )
  // An animal diving into the water, pulling a worm out of the ground: the page is where it does it.
  const acts = people ? null : readAnimalActions(text.rest, subjects, readSetting, reading.namedSetting)
  const setting = acts?.setting ?? readSetting
  const lead = people?.people.people[0]?.subject
  const leftOut = mainMissing
    ? []
    : saidOrDrawn([...missing, ...standIns.map((s) => s.asked), ...worn.said], reading, setting)
  const attached = attachedProps(
    [...reading.attached, ...extrasFrom(enhanced, reading)],
    people && lead !== undefined ? { drawn: [...people.drawnThings, ...garments], lead } : null,
    words,
  )
  const plan: Plan = {
    prompt,
    subjects: [
      ...[...subjects, ...counted.flatMap((c) => Array(c.extra).fill(subjects[c.subject]))].map(
        (s: Concept) => ({ concept: s.id, label: s.label }),
      ),
      ...youngSubjects(family, subjects.length),
    ],
    setting,
    props: [
      ...attached,
      ...soundMarks(typed, subjects),
      ...withPlaces(
        named.places,
        // Writing on the chalkboard draws its own board: not the classroom wall's second one behind it.
        withSkyAndSeasons(typed, setting, settingProps(setting, input.complexity, subjects, random)).filter(
          (p) =>
            !(people?.people.action === 'chalkboard' && p.concept === '*classroom-wall') &&
            !beforeTheCounter(p, people?.people.action) &&
            // A moon the page is of ("a tower under a crescent moon") is the sky's one moon, not a second.
            !(p.concept === 'moon' && p.place === 'sky' && subjects.some((s) => s.id === 'moon')),
        ),
      ),
    ],
    text: text.lines.length ? text.lines : null,
    ...(landmarks.caption && !mainMissing ? { caption: landmarks.caption } : {}),
    complexity: input.complexity,
    style: input.style,
    seed,
    size: input.size ?? 'letter',
    watermark: input.watermark ?? false,
    figure: null,
    relations: peopleRelations(reading.relations, people, subjects, prompt.toLowerCase()),
    ...(people ? { people: people.people } : {}),
    confidence,
    missing,
    leftOut: mainMissing ? leftOut : [...leftOut, ...landmarks.said],
    standIns,
    // A landmark's parts named after it are its drawing's (landmarks.ts): "the Kremlin with onion domes".
    parts: mainMissing ? [] : [...landmarks.parts, ...(reading.parts ?? [])],
    namedSetting: acts?.namedSetting ?? reading.namedSetting ?? placeDrawnBySetting(reading, setting),
    refusal: !mainMissing
      ? null
      : {
          kind: 'unknown',
          error: `Colorly can't draw ${missing.map((m) => `'${m}'`).join(' or ')} yet.`,
          suggestions:
            input.suggest === false ? [] : suggestDrawable(typed, missing, drawsWithoutRefusal(input)),
        },
  }
  // Whatever the reading passed over, every thing the prompt names is drawn or said (nothing-dropped.ts);
  // an animal hanging, diving or rolling is posed, in the water or on the ground it does it in first.
  const claimed = acts?.verbs.length ? new Set([...(people?.claimed ?? []), ...acts.verbs]) : people?.claimed
  return finished(withAnimalActions(plan, acts), readableWords(words), claimed, given, typed)
}

/** The plan with what it dropped said, its people named and what it drew labelled in the prompt's words. */
function finished(
  plan: Plan,
  read: ReturnType<typeof readableWords>,
  claimed: Set<string> | undefined,
  given: Parameters<typeof namePeople>[1],
  typed: string,
): Plan {
  return labelsAsTyped(namePeople(sayDropped(withYoungInPouch(plan), read, claimed), given), typed)
}

/**
 * The setting a place drawn as scenery stands in; and "a laundromat with a row of washing machines": a place
 * it cannot draw named first is the setting of the things it can, drawn as the nearest of its kind and said
 * (undrawn-places.ts). A place alone is still refused.
 */
function placeSettingOf(
  reading: PromptReading,
  places: NamedPlace[],
): { backdrop: UndrawnPlace | null; placeSetting: SettingId | null; seen: PromptReading } {
  const backdrop = reading.subjects.length && !places.length ? undrawnPlace(reading.missing) : null
  if (backdrop?.place) places.push(backdrop.place)
  // The place is said as a stand-in, no longer missing: the page is not refused for it.
  const seen = backdrop
    ? { ...reading, missing: reading.missing.filter((m) => m !== backdrop.asked), missingFirst: false }
    : reading
  if (reading.namedSetting) return { backdrop, placeSetting: null, seen }
  return { backdrop, placeSetting: places[0]?.setting ?? backdrop?.setting ?? null, seen }
}

/** Magic Prompt's words read as the typed prompt's are: landmarks, places, then things. */
function enhancedReading(prompt: string): PromptReading {
  return readPrompt(readNamedPlaces(restWithNames(readNames(prompt).rest)).rest)
}

/** What the page draws as another thing of its kind, said: a landmark, a place, a close kin. */
function standInsOf(
  reading: PromptReading,
  landmarks: LandmarkStandIn[],
  backdrop: UndrawnPlace | null,
): Plan['standIns'] {
  return [
    ...landmarks,
    ...(backdrop ? [{ asked: backdrop.asked, drawn: backdrop.drawn }] : []),
    ...reading.standIns.map((s) => ({ asked: s.asked, drawn: s.drawn ?? s.concept?.label ?? '' })),
  ]
}

/** A place drawn as scenery is named before the first thing the page cannot draw. */
function placeNamedFirst(places: NamedPlace[], missing: string[], text: string): boolean {
  if (!places.length || !missing.length) return false
  const lower = text.toLowerCase()
  const thing = lower.indexOf(missing[0].toLowerCase())
  const place = lower.indexOf(places[0].prop.label.toLowerCase())
  return place >= 0 && thing > place
}

/**
 * The moon seen from the ground is named in the prompt ("howling at the moon"): drawn as a subject, so it is on
 * the page whatever room the scenery's sky leaves.
 */
function namesTheMoonInTheSky(reading: PromptReading, subjects: Concept[]): boolean {
  return (
    reading.namedSetting === 'moon' &&
    reading.setting === 'night' &&
    subjects.length < 3 &&
    !subjects.some((s) => s.id === 'moon')
  )
}

/**
 * A person holding a baby in their arms holds it, and a person seated on what they ride ("a farmer on his
 * tractor") rides it: the relation is named as the figure draws it.
 */
function peopleRelations(
  relations: PlanRelation[],
  people: PeopleReading | null,
  subjects: Concept[],
  lower: string,
): PlanRelation[] {
  // Reading what the action drew in the hands: the book for "reading under his blanket" (action-objects.ts).
  return dishOnTable(
    withReading(actionRelations(relations, people, subjects, lower), people?.people, subjects),
    subjects,
  )
}

function actionRelations(
  relations: PlanRelation[],
  people: PeopleReading | null,
  subjects: Concept[],
  lower: string,
): PlanRelation[] {
  const lead = people?.people.people[0]?.subject
  const mount = people?.people.object
  if (people?.people.action === 'ride' && lead !== undefined && mount !== null && mount !== undefined) {
    // "a couple riding a tandem bike": people the reading named after no subject still ride what they ride.
    if (!relations.some((r) => r.object === mount || r.actor === mount) && lead > mount)
      return [...relations, { actor: lead, relation: 'riding', object: mount }]
    return relations.map((r) =>
      r.actor === lead && r.object === mount && r.relation === 'on' ? { ...r, relation: 'riding' } : r,
    )
  }
  // A driver seated on top of what is driven ("racing a go-kart", "driving a tractor") rides it, as drawn.
  if (
    people?.people.action === 'drive' &&
    lead !== undefined &&
    mount !== null &&
    mount !== undefined &&
    DRIVEN_ON.test(subjects[mount]?.id ?? '') &&
    !relations.some((r) => r.object === mount || r.actor === mount)
  )
    return [...relations, { actor: lead, relation: 'riding', object: mount }]
  // A sledder sits on the sled and rides it down.
  const sled = subjects.findIndex((s) => s.id === 'sled')
  if (people?.people.action === 'sled' && lead !== undefined && sled >= 0 && !relations.length)
    return [{ actor: lead, relation: 'riding', object: sled }]
  // A thing the prompt says is held ("a reporter holding a microphone") is held, as the figure draws it; not
  // the home groceries are carried to, nor the campfire a harmonica is played by.
  const held = people?.people.object
  if (
    people?.people.action === 'hold' &&
    lead !== undefined &&
    held !== null &&
    held !== undefined &&
    /\b(hold|holds|holding|carry|carries|carrying)\b/.test(lower) &&
    !/couch|sofa|chair|bed|table|bench|house|home|building|fire|tree/.test(subjects[held]?.id ?? '')
  )
    return relations.some((r) => r.object === held)
      ? relations
      : [...relations, { actor: lead, relation: 'holding', object: held }]
  if (people?.people.action !== 'cradle' || lead === undefined) return relations
  const baby = subjects.findIndex((s, i) => i !== lead && /\bbab(y|ies)\b/.test(s.label))
  if (baby < 0 || relations.some((r) => r.relation === 'holding')) return relations
  return [...relations, { actor: lead, relation: 'holding', object: baby }]
}

/** Whether a suggested prompt plans without refusal at the asker's complexity and style (and asks for no suggestions). */
function drawsWithoutRefusal(input: PlanInput): (prompt: string) => boolean {
  return (prompt) =>
    makePlan({ prompt, complexity: input.complexity, style: input.style, suggest: false }).refusal === null
}

/**
 * What a page depicts, in words: its lettering first, then its subjects, what is drawn with them and the place
 * the prompt named ("wolf", "moon"): everything drawn that the prompt named.
 */
export function describeSubjects(plan: Plan): string[] {
  const out: string[] = plan.figure ? [describeFigure(plan.figure)] : []
  if (plan.figure && 'motif' in plan.figure && plan.figure.motif)
    out.push(conceptById(plan.figure.motif).label)
  if (plan.figure && 'alternate' in plan.figure && plan.figure.alternate)
    out.push(conceptById(plan.figure.alternate).label)
  if (plan.figure && 'motifNames' in plan.figure) out.push(...(plan.figure.motifNames ?? []))
  if (plan.text)
    out.push(
      plan.text.length === 1 && plan.text[0].length === 1
        ? `letter ${plan.text[0]}`
        : `"${plan.text.join(' ')}" lettering`,
    )
  // Three cats are named once.
  for (const subject of plan.subjects) if (!out.includes(subject.label)) out.push(subject.label)
  // The place the page is drawn as and names: "River Thames".
  if (plan.caption) out.push(plan.caption)
  for (const prop of plan.props)
    if ((prop.subject !== undefined || prop.named) && !out.includes(prop.label)) out.push(prop.label)
  if (plan.namedSetting && !out.includes(plan.namedSetting)) out.push(plan.namedSetting)
  for (const part of plan.parts ?? []) if (!out.includes(part)) out.push(part)
  return out
}
