import { hashText, seededRandom } from '../common'
import { type Concept, conceptById, nounKind } from '../vocabulary'
import { readAnimalActions, withAnimalActions } from './animal-actions'
import { caughtFish } from './animal-catch'
import { animalExtras } from './animal-extras'
import { readAnimalYoung, withYoungInPouch, youngSubjects } from './animal-young'
import { characterPlan } from './character-plan'
import { contentNoun } from './content-nouns'
import { figurePlan } from './figure-plan'
import { servedUndrawn } from './food-served'
import { namePeople, withGivenNames } from './given-name-people'
import { groupWears } from './group-wears'
import { withoutDrawnGroups } from './group-words'
import { onHorseback } from './horseback-people'
import { plainIdioms } from './idioms'
import { impliedSetting } from './implied-world'
import { labelsAsTyped } from './labels-as-typed'
import { letterIsTheSubject, letterSubject, letterWordSaid } from './letter-page'
import { DETERMINER } from './little-words'
import { readNamedPlaces, withPlaces } from './named-places'
import { sayDropped } from './nothing-dropped'
import { occasionPage } from './occasion-pages'
import {
  afloat,
  beforeTheCounter,
  defaultSetting,
  namesTheMoonInTheSky,
  OCCASIONS,
  onLand,
  placeSettingOf,
  SETTING_SUBJECTS,
  saidOrDrawn,
  settingProps,
} from './page-setting'
import type { PeopleReading } from './people-plan'
import { peopleRelations } from './people-relations'
import { readNames } from './place-names'
import type { Plan, PlanInput, PlanRefusal } from './plan'
import {
  attachedProps,
  enhancedReading,
  extrasFrom,
  placeNamedFirst,
  placesSaid,
  standInsOf,
  understanding,
} from './plan-from-reading'
import { findPromptText } from './prompt-text'
import { tokens } from './prompt-tokens'
import { readCounts } from './read-counts'
import { readFigurePage } from './read-figure'
import { readPeople, withPeople } from './read-people'
import { readPrompt } from './read-prompt'
import { readableWords } from './readable-words'
import { onTheRoof } from './roof-relation'
import { withSkyAndSeasons } from './season-settings'
import { settingNamedShort } from './setting-named-short'
import { mendSettingTypos } from './setting-typos'
import { soundMarks } from './sound-marks'
import { spiderOnThread } from './spider-thread'
import { suggestDrawable } from './suggest-drawable'
import { mendThingTypos } from './thing-typos'
import { personNamedBefore } from './with-people'
import { wornOnFeet } from './worn-on-feet'
import { fitWorn, putOnWearers, wornWordsPlain } from './worn-things'

export { describeSubjects } from './describe-subjects'
export { saidOrDrawn } from './page-setting'

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
  const landmarks = readNames(spiderOnThread(mendSettingTypos(typed)))
  const { text, given } = withGivenNames(findPromptText(mendThingTypos(landmarks.rest)))
  // A page drawn by geometry (mandala, number, pattern) takes the whole page; what it is built from is drawn or said.
  const figure = text.lines.length ? null : readFigurePage(text.rest)
  if (figure) return figurePlan(input, prompt, seed, placesSaid(figure, landmarks), readableWords(text.rest))
  // A dock, a cave, a village: drawn as scenery, their words taken out of what the reading looks for; "on
  // horseback" is riding a horse. Letters with accents read plainly ("piñata"): the readers know a to z.
  const named = readNamedPlaces(plainWords(text.rest))
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
  const { backdrop, placeSetting, seen } = placeSettingOf(reading, named.places, people?.people.action)
  const subjects = [...reading.subjects]
  if (!subjects.length) subjects.push(...letterSubject(text, reading))
  if (!subjects.length && text.occasion) subjects.push(conceptById(OCCASIONS[text.occasion].subject))
  const ownSetting = placeSetting ?? reading.setting
  const placeSubject = named.places.find((p) => p.subject)?.subject
  // "a rooftop garden with a water tower": the place named first is the page; what it lacks is said.
  const placeFirst = placeNamedFirst(named.places, reading.missing, text.rest)
  const firstThing = thingOpening(words)
  if (
    !subjects.length &&
    !text.lines.length &&
    (ownSetting || placeSubject) &&
    (!reading.missing.length || placeFirst) &&
    !firstThing
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
  const understood = understanding(seen, subjects.length, text.lines.length > 0, landmarks.asked)
  const { confidence } = understood
  // "glow-worms lighting up the roof of a cave" refused: what cannot be drawn is the glow-worms.
  const missing =
    !subjects.length && firstThing && understood.missing.length <= 1 ? [firstThing] : understood.missing
  const mainMissing =
    missing.length > 0 &&
    !letterIsTheSubject(text) &&
    (!subjects.length || (!placeFirst && missingIsMain(seen.missingFirst, missing, subjects, words, people)))
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
  const { setting, ...world } = impliedSetting({ prompt, acts, readSetting, reading, named, people })
  const lead = people?.people.people[0]?.subject
  const leftOut = mainMissing
    ? []
    : saidOrDrawn([...missing, ...standIns.map((s) => s.asked), ...worn.said], reading, setting)
  // A thing the people's pose holds (the barber's clippers at the beard) is drawn there, not a second time.
  const inPose = new Set((people?.people.absorbed ?? []).map((i) => subjects[i]?.id))
  const attached = attachedProps(
    [...reading.attached, ...extrasFrom(enhanced, reading)].filter((a) => !inPose.has(a.concept.id)),
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
    parts: mainMissing ? [] : [...landmarks.parts, ...(reading.parts ?? []), ...world.parts],
    namedSetting: world.namedSetting,
    refusal: mainMissing ? unknownRefusal(input, typed, missing) : null,
  }
  // Whatever the reading passed over, every thing the prompt names is drawn or said (nothing-dropped.ts);
  // an animal hanging, diving or rolling is posed, in the water or on the ground it does it in first.
  const claimed = acts?.verbs.length ? new Set([...(people?.claimed ?? []), ...acts.verbs]) : people?.claimed
  return finished(animalExtras(withAnimalActions(plan, acts)), readableWords(words), claimed, given, typed)
}

/** The words as the readers take them: idioms plain, a rider on horseback (horseback-people.ts), no accents. */
const plainWords = (rest: string) =>
  plainIdioms(
    settingNamedShort(onHorseback(rest))
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, ''),
  )

/** The plan with what it dropped said, its people named and what it drew labelled in the prompt's words. */
function finished(
  plan: Plan,
  read: ReturnType<typeof readableWords>,
  claimed: Set<string> | undefined,
  given: Parameters<typeof namePeople>[1],
  typed: string,
): Plan {
  return labelsAsTyped(
    namePeople(sayDropped(wornOnFeet(withYoungInPouch(plan)), read, claimed, typed), given),
    typed,
  )
}

/**
 * The page is refused only when its main subject cannot be drawn: a secondary thing missing ("a panda eating
 * bamboo", "a family dancing round a pole") is left out and the page says so.
 */
function missingIsMain(
  first: boolean,
  missing: string[],
  subjects: Concept[],
  words: string,
  people: PeopleReading | null,
): boolean {
  return first && !servedUndrawn(missing, subjects) && !personNamedBefore(words, missing[0], people)
}

/** The refusal of a prompt that names something Colorly cannot draw, with prompts close to it that it can. */
function unknownRefusal(input: PlanInput, typed: string, missing: string[]): PlanRefusal {
  return {
    kind: 'unknown',
    error: `Colorly can't draw ${missing.map((m) => `'${m}'`).join(' or ')} yet.`,
    suggestions:
      input.suggest === false
        ? []
        : suggestDrawable(asTyped(input, typed, missing), missing, drawsWithoutRefusal(input)),
  }
}

/**
 * The prompt a suggestion is made from: as the person typed it ("in the Memorial Day parade", which the reading
 * shortens), unless the reading rewrote it so far that a missing word is not in it.
 */
function asTyped(input: PlanInput, read: string, missing: string[]): string {
  const asked = input.typed?.trim().slice(0, 300) || input.prompt.trim().slice(0, 300)
  return missing.every((m) => asked.toLowerCase().includes(m.toLowerCase())) ? asked : read
}

/**
 * The concepts a suggested prompt's page draws at the asker's complexity and style (asking for no suggestions),
 * or null when it is refused.
 */
function drawsWithoutRefusal(input: PlanInput): (prompt: string) => string[] | null {
  return (prompt) => {
    const plan = makePlan({ prompt, complexity: input.complexity, style: input.style, suggest: false })
    return plan.refusal ? null : [...plan.subjects, ...plan.props].map((s) => s.concept)
  }
}

const BEINGS = new Set(['noun.animal', 'noun.food', 'noun.plant'])

/**
 * The creature, plant or food the prompt, less its places, opens with, as typed ("glow-worms lighting up the
 * roof of a cave"), or null: when no reader drew it, it is the page's subject, never swapped for the place's
 * own (a bear in the cave). A place is none ("a beach", "a zoo").
 */
function thingOpening(rest: string): string | null {
  const { words, typed } = tokens(rest)
  const at = words.findIndex((w) => !DETERMINER.test(w))
  // ("a harvest moon": a word naming the kind of the thing after it is no thing of its own.)
  const compound = at + 1 < words.length && contentNoun(words, at + 1) !== null
  const noun = at >= 0 && !compound ? contentNoun(words, at) : null
  return noun && BEINGS.has(nounKind(noun) ?? '') ? typed[at] : null
}
