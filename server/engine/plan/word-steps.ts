// The steps that read the words at one place in a prompt, tried in order: the first that reads them says how
// many words it took.
import type { Concept } from '../vocabulary'
import { conceptForPhrase, isNounPhrase, lemmatize, listedTopping, nounKinds, verbLemma } from '../vocabulary'
import { animalPartAt } from './animal-parts'
import { animalAt, asNamed, conceptAt, heldCreatures, holds, thingAt } from './drawing-named-at'
import { listedApart } from './kin-named-apart'
import { readByHead, readLeftover } from './leftover-words'
import { creatureGroup, shapeOfMany } from './measure-words'
import { modifiesNext, namedLonger, readWhole } from './names-read-whole'
import { ownBodyPart, ownClothesPart } from './own-body-parts'
import { crossDescribing, partOfWholeNamed } from './parts-with-whole'
import { personCompoundAt } from './person-compounds'
import { personVariant } from './person-variant'
import { isParticle, placeAt, placeDrawn, positionAt } from './place-words'
import { startsAt } from './prompt-tokens'
import { nameSetting, type Reader, use } from './reading-state'
import { CONTAINERS, PREPOSITIONS, RELATION_WORDS, STOP, SUBJECT_RELATIONS } from './reading-words'
import { actorOf } from './relations-read'
import { partOfBeing } from './words-in-their-place'

/** Reads the words at `i` by the first step that reads them; returns how many words it took. */
export function readWordsAt(r: Reader, i: number): number {
  r.apart = listedApart(r.words, i)
  return (
    placeInWords(r, i) ||
    readWhole(r.words, r.typed, i, r.subjects, r) ||
    relationWord(r, i) ||
    togetherWord(r, i) ||
    positionWord(r, i) ||
    personAt(r, i) ||
    thingOrLeftover(r, i)
  )
}

/** A place named in several words ("under the sea") before the small words in it read as relations. */
function placeInWords(r: Reader, i: number): number {
  const place = r.settingsByWord.find(([phrase]) => phrase.includes(' ') && startsAt(r.words, i, phrase))
  if (!place || conceptForPhrase(place[0])) return 0
  nameSetting(r, place[0], place[1], i)
  r.pending = null
  r.afterPreposition = false
  return place[0].split(' ').length
}

/** "wearing", "holding": the next drawing is put on the last subject. */
function relationWord(r: Reader, i: number): number {
  if (!Object.hasOwn(RELATION_WORDS, r.words[i]) || !r.subjects.length) return 0
  r.relation = RELATION_WORDS[r.words[i]]
  return 1
}

/** "riding", "under": the next drawing is a subject of its own, and the plan records how the two stand. */
function togetherWord(r: Reader, i: number): number {
  const together = r.subjects.length ? SUBJECT_RELATIONS.find(([p]) => startsAt(r.words, i, p)) : undefined
  // "the ribs on a skeleton": a part on its being, no subject standing on it (words-in-their-place.ts).
  if (!together || r.relation || partOfBeing(r.words, i - 1)) return 0
  r.pending = { relation: together[1], actor: actorOf(r.relations, r.subjects.length - 1) }
  r.afterPreposition = PREPOSITIONS.has(together[0].split(' ')[0]) && together[0] !== 'in front of'
  return together[0].split(' ').length
}

/** "on the bottom of the sea": a position, and the sea floor's water the setting. */
function positionWord(r: Reader, i: number): number {
  const position = positionAt(r.words, i)
  if (!position) return 0
  if (position.seabed) nameSetting(r, position.seabed, 'ocean', i)
  r.afterPreposition = true
  return 2
}

function personAt(r: Reader, i: number): number {
  const person = personVariant(r.words, i)
  if (!person) return 0
  use(r, person.concept)
  return person.span
}

type Found = { concept: Concept; span: number } | null
/** The drawing read at a word, its words, and whether they also name a place. */
type ThingRead = { found: Found; phraseAt: string; isSettingPhrase: boolean | null }

/** A drawing named here, a container of one, a describing word, a place, or a word no drawing reads. */
function thingOrLeftover(r: Reader, i: number): number {
  const { words } = r
  const found =
    isParticle(words, i) || readByHead(words, r.typed, i, r.settingsByWord)
      ? null
      : thingAt(words, i, r.standIns)
  const phraseAt = found ? words.slice(i, i + found.span).join(' ') : ''
  const isSettingPhrase = found && r.settingsByWord.some(([p]) => p === phraseAt)
  const read: ThingRead = { found, phraseAt, isSettingPhrase }
  const contained = containerOf(r, i, read)
  if (contained) return contained
  if (read.found && namedLonger(words, i, read.found.span)) read.found = null
  return (
    describingWord(r, i, read.found) || thingOfWords(r, read) || placeNamed(r, i) || thingOrLeft(r, i, read)
  )
}

/**
 * "a bowl of spaghetti": the page shows what is in it; held ("a bunny with a basket of eggs"), a container
 * that has a drawing is drawn too. A group of animals ("a school of fish") is the animals, no building; a shape
 * a pile takes ("a tower of plates") is the things piled.
 */
function containerOf(r: Reader, i: number, { found, phraseAt }: ThingRead): number {
  const { words } = r
  // "a tower of plates": the shape a pile takes, no tower drawn.
  const shape = words[i + 1] === 'of' && shapeOfMany(words, i)
  const content =
    (CONTAINERS.has(words[i]) || shape) && words[i + 1] === 'of' ? conceptAt(words, i + 2) : null
  const holder = content && !creatureGroup(words, i) && !shape
  if (found?.span === 1 && holder && !r.relation && (animalAt(words, i + 2) || holds(found, content))) {
    use(r, asNamed(content.concept, words.slice(i + 2, i + 2 + content.span).join(' ')))
    if (r.subjects.length) r.pending = { relation: 'in', actor: r.subjects.length - 1 }
    use(r, asNamed(found.concept, phraseAt))
    return 2 + content.span
  }
  if ((!found || found.span === 1) && content) {
    const creatures = found && r.relation === 'hand' ? heldCreatures(words, i, found, content) : null
    if (found && r.relation && !shape) use(r, asNamed(found.concept, phraseAt))
    if (creatures) r.attached.push({ concept: creatures, relation: 'beside', subject: r.subjects.length - 1 })
    return 2 + (creatures ? content.span : 0)
  }
  return 0
}

/** "a baby elephant", "an orange cat": the first word describes the second ("a baby crawling": no). */
function describingWord(r: Reader, i: number, found: Found): number {
  const next = r.words[i + 1]
  if (nameBefore(r, i)) return 1
  const describing = modifiesNext(r.words, i)
  if (!found && describing && next && conceptAt(r.words, i + 1)) return 1
  if (found && found.span === 1 && describing && next && !STOP.has(next) && !/ing$/.test(next)) return 1
  return 0
}

/**
 * "the Star Ferry crossing the harbour": a capitalised word, not the prompt's first, before a capitalised drawing
 * in a prompt otherwise typed in lower case is the thing's name, no drawing of its own ("Star" is no star).
 */
function nameBefore(r: Reader, i: number): boolean {
  const [name, thing] = [r.typed[i] ?? '', r.typed[i + 1] ?? '']
  if (i === 0 || !/^[A-Z][a-z]+$/.test(name) || !/^[A-Z][a-z]+$/.test(thing)) return false
  const lower = r.typed.filter((w) => /^[a-z]{3,}$/.test(w) && !STOP.has(w)).length > 0
  // A drawing or a kind WordNet names by both words ("a Christmas Tree", "a Snow Leopard") is that.
  const whole = (conceptAt(r.words, i)?.span ?? 0) > 1 || isNounPhrase(`${r.words[i]} ${r.words[i + 1]}`)
  return lower && !whole && !STOP.has(r.words[i]) && conceptAt(r.words, i + 1)?.span === 1
}

/** A drawing named in several words, unless it is the place after a preposition. */
function thingOfWords(r: Reader, { found, phraseAt, isSettingPhrase }: ThingRead): number {
  if (!found || found.span <= 1 || (isSettingPhrase && r.afterPreposition)) return 0
  use(r, asNamed(found.concept, phraseAt))
  return found.span
}

/** A setting is a place the prompt puts things: after a preposition, or a word that is only a place. */
function placeNamed(r: Reader, i: number): number {
  const named = placeAt(r.words, i, r.afterPreposition, r.subjects.length > 0, r.settingsByWord)
  if (!named) return 0
  nameSetting(r, named.phrase, named.id, i)
  const thing = r.subjects.length ? placeDrawn(named.phrase, r.afterPreposition) : null
  if (thing) use(r, thing)
  r.pending = null
  r.afterPreposition = false
  return named.phrase.split(' ').length
}

/**
 * "a Simnel cake with marzipan balls", "a full breakfast with eggs and bacon": drawn with the dish named last, never
 * with one named before another subject ("a Simnel cake and a puppy with a ball": the puppy's ball is drawn). Only
 * as listed, never by the singular: "a birthday cake with candles" draws the candles apart, as it always has.
 */
const toppingOn = (r: Reader, phrase: string): boolean => {
  const dish = r.subjects.at(-1)
  return dish !== undefined && listedTopping(phrase.toLowerCase(), dish.id)
}

/** A drawing named in one word (or the subject's own body part), else a word no drawing reads. */
function thingOrLeft(r: Reader, i: number, { found, phraseAt }: ThingRead): number {
  const { words } = r
  const word = words[i]
  const inPlace = r.afterPreposition
  r.afterPreposition =
    PREPOSITIONS.has(word) || isParticle(words, i) || (r.afterPreposition && STOP.has(word))
  // "its wings spread", "with big horns": the animal's own part, drawn with it (animal-parts.ts).
  const part = animalPartAt(words, i, r.subjects)
  if (part) {
    r.ownParts.push(
      r.typed
        .slice(i, i + part)
        .join(' ')
        .replace(/^(a|an|the) /i, ''),
    )
    return part
  }
  if (found) {
    // "a cross teacher": the describing word, no cross drawn.
    if (crossDescribing(words, i, found.concept)) return found.span
    // "a Simnel cake with marzipan balls", "a full breakfast with eggs and bacon": drawn with the dish.
    if (
      ownBodyPart(words, i, r.subjects) ||
      toppingOn(r, phraseAt) ||
      partOfWholeNamed(words, i, found.span, found.concept, r.subjects)
    )
      r.ownParts.push(phraseAt)
    else use(r, asNamed(found.concept, phraseAt))
    return found.span
  }
  if (toppingOn(r, word) || ownClothesPart(words, i, r.subjects)) {
    r.ownParts.push(r.typed[i])
    return 1
  }
  const object = r.subjects.length > 0 && (r.pending !== null || r.relation !== null || r.afterPreposition)
  const at = { subjects: r.subjects.length, object, inPlace }
  const left = readLeftover(words, r.typed, i, at, r.settingsByWord)
  if (left.standIn) r.standIns.push(left.standIn)
  if (left.concept) for (const concept of [left.concept, ...(left.more ?? [])]) use(r, concept)
  if (left.beside)
    r.attached.push({ concept: left.beside, relation: 'beside', subject: r.subjects.length - 1 })
  else if (left.setting && left.named) nameSetting(r, left.named, left.setting, i + left.skip)
  else if (left.setting && left.standIn?.drawn)
    nameSetting(r, left.standIn.drawn, left.setting, i + left.skip)
  if (left.kind === 'missing' && !r.subjects.length && namedFirst(words, i + left.skip)) r.missingFirst = true
  if (left.kind) ({ missing: r.missing, unsaid: r.unsaid, unread: r.unread })[left.kind].push(left.asTyped)
  return left.skip
}

/**
 * The thing missing at `i` is the page's main subject: named first, not with another ("a volleyball net and a
 * cooler") nor after a person named in several words ("a flight attendant serving drinks", read-people.ts).
 */
function namedFirst(words: string[], i: number): boolean {
  return (
    words[i] !== 'and' &&
    !words.slice(0, i).some((_, k) => personCompoundAt(words, k)) &&
    !describesNext(words[i] ?? '')
  )
}

/**
 * The word after a thing missing is a noun it describes ("harvest festival tins", "a giant jester head"): the
 * page is of the whole, not of the describing word, so a page with something else to draw is not refused for it.
 */
function describesNext(next: string): boolean {
  if (!/^[a-z]{3,}$/.test(next) || /(ing|ed)$/.test(next) || STOP.has(next)) return false
  const verb = verbLemma(next)
  return nounKinds(lemmatize(next)).length > 0 && (verb === null || verb === next)
}
