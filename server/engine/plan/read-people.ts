// Reads who the people in a prompt are and what they are doing, so each is drawn whole, doing it: "a girl
// flying a kite", "a cowboy riding a horse", "a family having a picnic". A face or portrait keeps the bust.

import type { Concept } from '../vocabulary'
import { bodyReading, doneByVerb, posedByVerb, verbActionRead } from './action-by-verb'
import { fitsOf, handsFree, objectOf } from './action-fits'
import { fitActionObject } from './action-objects'
import { ANIMAL_ON_ABSORBED } from './animal-on-person'
import { isBlow, STRIKER } from './body-acts'
import { unnamedFigure } from './bust-people'
import { DOING_ABSORBED, doingObject } from './doing-actions'
import { doneToPeople } from './done-to-people'
import { wornAs } from './dressed-as'
import { dressedFor } from './dressed-for-action'
import { isSeat, satOnFlat } from './ground-room'
import { withHandAction } from './hand-actions'
import { holdable, PUSHED, thingNeeded } from './held-and-pushed'
import { helpedAsDoing } from './helped-doing'
import { drawnAsPerson, morePeople } from './more-people'
import { napsSitting, ridden, SEATS, seatTaken } from './mounts-and-seats'
import { moveThings } from './moves'
import { ACTIONS } from './people-action-words'
import { figuresFor } from './people-count'
import { expand } from './people-from-mentions'
import { figuresNamed, ownersIn, personSubjectsOf, readMentions, thingsBesides } from './people-mentions'
import type { PeopleAction, PeopleReading } from './people-plan'
import { peopleReadWhole } from './people-read-after'
import { isSomeone, whoNamed, words } from './people-words'
import { asksForFace, asksForFigurePage } from './portrait-or-person'
import type { PromptReading } from './prompt-reading'
import { settingFor } from './setting-for-action'
import { taughtAsDoing } from './taught-doing'
import { ABSORBED, ACTION_THINGS, claimDrawn, TOOL_WORDS } from './things-actions-draw'
import { toolActionThings } from './tool-actions'
import { carriedInHand } from './touches'
import { isAnimalConcept, verbThings } from './verb-classes'

// The reading with the people added is made by with-people.ts; make-plan.ts takes both from here.
export { withPeople } from './with-people'

/**
 * The people a prompt names and what they do; null when it names none, or asks for a face or portrait. A tool is
 * at the thing its verb works ("stirring a pot": the spoon in the pot), not held with the thing beside.
 */
export const readPeople = (text: string, reading: PromptReading): PeopleReading | null =>
  peopleReadWhole(text, reading.subjects, withHandAction(text, reading, readDoing(text, reading)))

function readDoing(text: string, reading: PromptReading): PeopleReading | null {
  const lower = text.toLowerCase()
  if (asksForFace(lower) || asksForFigurePage(lower)) return null
  const ws = words(text)
  const claimed = new Set<string>()
  // A person or a group the table does not list, by what WordNet says the word is (more-people.ts).
  const more = morePeople(reading)
  const mentions = readMentions(ws, claimed, more, ownersIn(lower))
  // "a soccer team": the ball the reading drew for "soccer" is the team's subject, drawn as the players.
  const groupSubjects = more.groupSubjects(reading.subjects)
  const worn = wornAs(reading.subjects, mentions)
  const personSubjects = personSubjectsOf(reading, groupSubjects, mentions, ws, worn)
  if (!mentions.length && !personSubjects.length) return null
  const objects = thingsBesides(reading, [...personSubjects, ...worn])
  const fits = fitsOf(lower, objects, mentions, figuresNamed(mentions, personSubjects, reading, ws))
  const acting = doneToPeople(helpedAsDoing(taughtAsDoing(more.plain(lower)), isSomeone), isSomeone)
  let action: PeopleAction =
    ACTIONS.find(([pattern, name]) => pattern.test(acting) && fits(name))?.[1] ?? 'stand'
  action = posedByVerb(action, lower, fits)
  const handProp = carriedInHand(reading.attached, personSubjects)
  // A doing of the body (body-poses.ts): a thumb at the mouth, a stretch, a thing on the head, a dive, a paddle.
  action = bodyReading(action, ws, objects, mentions, claimed) ?? action
  const verbPose = () => verbActionRead(lower, acting, ws, objects, mentions, handProp)
  action = doneByVerb(action, verbPose, { handProp, attached: reading.attached, personSubjects, objects })
  action = poseThatFits(action, reading, ws, objects, lower)
  // A person named on or in a thing with a seat ("a girl on a rocking horse", "a baby in a high chair") sits
  // there, astride or seated, rather than standing beside it; so on a rug or a mat (flatSeat).
  const seatAt = seatOf(action, lower, objects, () => seatTaken(reading, personSubjects))
  if (seatAt !== undefined) action = reading.subjects[seatAt].seat?.legs === 'astride' ? 'ride' : 'sit'
  if (action === 'kite' && !objects.some(({ s }) => s.id === 'kite')) action = 'stand'
  // A person holds a puppy or a kitten, not a giraffe: a larger animal stands beside them.
  // A thing the reading put in the hand ("carrying a fishbowl home") is the one held, not the house beside.
  if (action === 'hold' && objects[0] && !holdable(objects[0].s) && !handProp) action = 'stand'
  // Reading to someone ("a grandma reading to kids") still reads a book: the book is drawn in the hands.
  const book = action === 'read' && objects.every(({ s }) => isAnimalConcept(s)) && !reading.attached.length
  if ((action === 'eat' || action === 'hold') && !objects.length && !reading.attached.length) action = 'stand'
  const people = expand(mentions, lower, ws)
  const tutu = dressedFor(action, people, lower, claimed)

  // Subjects: people the vocabulary drew are reused; others are added with the nearest drawing's concept.
  const added: PeopleReading['added'] = []
  const relabelled: PeopleReading['relabelled'] = []
  const subjectOf = (k: number, label: string): number => {
    // A person the vocabulary drew under its own name ("cowboy hat face", "health worker") is named as the
    // prompt named it: the subjects say what was asked for, in the asker's words.
    if (personSubjects[k] !== undefined) {
      if (reading.subjects[personSubjects[k]].label !== label || groupSubjects.includes(personSubjects[k]))
        relabelled.push({
          subject: personSubjects[k],
          label,
          ...(groupSubjects.includes(personSubjects[k]) ? { person: true } : {}),
        })
      return personSubjects[k]
    }
    added.push({ concept: 'person', label })
    return reading.subjects.length + added.length - 1
  }
  let k = 0
  for (const [m, mention] of mentions.entries()) {
    if (!people.some((p) => p.subject === -(m + 1))) continue
    const subject = subjectOf(k++, mention.word)
    for (const p of people) if (p.subject === -(m + 1)) p.subject = subject
  }
  // The vocabulary's person drawings the words above did not name (an emoji alias): one person each.
  // A bust drawn whole is dressed as what it is (a ninja in a hood).
  for (const i of personSubjects.slice(k))
    for (let n = figuresFor(ws, reading.subjects[i].id); n > 0; n--)
      people.push(unnamedFigure(reading.subjects[i], i, whoNamed(reading.subjects[i].label)))
  // A Halloween mummy read as a mother ("mummy"): a person is drawn, named as one, and the page says so.
  const standIns = drawnAsPerson(reading.subjects, lower)
  for (const { subject } of standIns) relabelled.push({ subject, label: 'person' })
  if (!people.length) return null
  // A band plays its instruments, named or not: the first player holds the first (more-people.ts).
  const played = more
    .things(objects.map(({ s }) => s))
    .map((concept) => reading.subjects.length + added.push({ concept, label: concept }) - 1)
  if (played.length && (action === 'stand' || (action === 'hold' && !objects.length))) action = 'band'
  // The band's stage is drawn under it, named or not.
  if (action === 'band' && ws.includes('stage')) claimed.add('stage')
  const absorbed = ABSORBED[action] ?? DOING_ABSORBED[action] ?? ANIMAL_ON_ABSORBED[action]
  const objectAt = objectOf(action, objects, absorbed, seatAt)
  claimDrawn(action, ws, claimed)
  // The figure draws a man's beard itself.
  if (people.some((p) => p.beard)) claimed.add('beard')
  const drawnThings = drawnByAction(action, ws, claimed, objects, tutu)
  if (book) added.push({ concept: 'book', label: 'book' })
  // The stick a blow is struck with, read as carried beside the striker: the one swung in the raised hand.
  const swung =
    action === 'strike'
      ? reading.attached.find((a) => a.relation !== 'head' && STRIKER.test(a.concept.id))
      : undefined
  const needed = !book
    ? (thingNeeded(action, lower, objects) ?? (swung ? { concept: swung.concept.id } : null))
    : null
  // "grandpa doing the crossword in his armchair": seated in the seat named, the thing in his hands on his lap.
  const seated = needed?.hold && objects.some(({ s }) => SEATS.test(s.id))
  if (needed?.hold) action = seated ? 'sit' : 'hold'
  if (needed && needed.at === undefined)
    added.push({ concept: needed.concept, label: needed.concept.replace('-', ' ') })
  const toolObject = needed ? (needed.at ?? reading.subjects.length + added.length - 1) : null
  // Homework's pencil in the hand, a meal's table: drawn by the action, named or not, and named as drawn.
  const implied = action === 'desk' ? 'pencil' : action === 'dinner' ? 'table' : null
  const impliedAt =
    implied && !objects.some(({ s }) => s.id === implied)
      ? reading.subjects.length + added.push({ concept: implied, label: implied }) - 1
      : null
  const addThing = (t: { concept: string; label: string }) => reading.subjects.length + added.push(t) - 1
  const tools = toolActionThings(action, lower, objects, addThing)
  const byVerb = verbThings(action, objects, { holdable, ws, claimed, add: addThing })
  const worked = tools.find((t) => t.object)?.at ?? doingObject(action, objects) ?? byVerb.object
  return fitActionObject(text, reading, {
    people: {
      action,
      people,
      object:
        worked !== undefined
          ? worked
          : action === 'band'
            ? played[0]
            : book
              ? reading.subjects.length + added.length - 1
              : toolObject !== null
                ? toolObject
                : action === 'push'
                  ? (objects.find(({ s }) => PUSHED[s.id])?.i ?? null)
                  : objectAt && !handsFree(action)
                    ? objectAt.i
                    : null,
      absorbed: [
        ...(absorbed ? objects.filter(({ s }) => absorbed.test(s.id)).map(({ i }) => i) : []),
        ...(impliedAt !== null ? [impliedAt] : []),
        ...(seated && toolObject !== null ? [toolObject] : []),
        ...tools.filter((t) => t.absorbed).map((t) => t.at),
        ...byVerb.absorbed,
        ...worn,
        // The tool a blow is struck with, named or not, is drawn in the raised hand.
        ...(action === 'strike' && toolObject !== null && toolObject !== worked ? [toolObject] : []),
        ...(action === 'band' ? played : []),
      ],
    },
    added,
    relabelled,
    standIns: standIns.map(({ asked }) => ({ asked, drawn: 'person' })),
    drawnThings,
    claimed,
    setting: settingFor(action, people, lower, reading, added),
  })
}

// On a seat on the feet: "standing on a chair", "climbing on the sofa", "jumping on the bed".
const UP_ON = /\b(?:stand\w*|stood|climb\w*|jump\w*|bounc\w*|balanc\w*|hop\w*|danc\w*|step\w*)\b/

/**
 * A rug or a mat named after "on" is sat on, not held out ("sharing a feast on a straw mat"); a seat named after
 * "on" by people with nothing else to do; else a seat the reading put them on.
 */
function seatOf(
  action: PeopleAction,
  lower: string,
  objects: { s: Concept; i: number }[],
  seat: () => number | undefined,
): number | undefined {
  const flat = /^(stand|sit|give|hold|eat|work)$/.test(action) ? satOnFlat(lower, objects) : undefined
  // People standing where the prompt puts them on a seat ("chatting on a park bench") sit on it.
  const onSeat = action === 'stand' && !UP_ON.test(lower) ? satOnFlat(lower, objects, isSeat) : undefined
  return flat ?? onSeat ?? (action === 'stand' || action === 'sit' ? seat() : undefined)
}

/** Whether a blow is struck and what it is struck with is carried in the hand (a stick, a bat). */
/** Things the action draws by code that the prompt named ("with a hose"): listed with what was drawn. */
function drawnByAction(
  action: PeopleAction,
  ws: string[],
  claimed: Set<string>,
  objects: { s: Concept }[],
  tutu: string | null | undefined,
): string[] {
  const drawnThings = [...TOOL_WORDS.filter((w) => claimed.has(w)), ...moveThings(action, ws)]
  if (tutu) drawnThings.push(tutu)
  for (const thing of ACTION_THINGS[action] ?? [])
    if (!drawnThings.some((w) => thing.includes(w)) && !objects.some(({ s }) => s.label === thing))
      drawnThings.push(thing)
  return drawnThings
}

/**
 * The pose read, where what is named fits another: a blow struck with a thing carried ("whacking a piñata with a
 * stick") swings the stick, not the piñata held; nothing to ride stands; a nap sitting up sits.
 */
function poseThatFits(
  action: PeopleAction,
  reading: PromptReading,
  ws: string[],
  objects: { s: Concept }[],
  lower: string,
): PeopleAction {
  if (action === 'hold' && struckWith(reading.attached, ws)) return 'strike'
  if (action === 'ride' && !objects.some(({ s }) => ridden(s))) return 'stand'
  if (action === 'lie' && napsSitting(lower)) return 'sit'
  return action
}

const struckWith = (attached: PromptReading['attached'], ws: string[]) =>
  attached.some((a) => a.relation !== 'head' && STRIKER.test(a.concept.id)) && ws.some((w) => isBlow(w))
