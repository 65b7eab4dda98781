// Any word that names a person is a person drawn whole, not a refused page: "a goalie", "a shepherd", "an
// archaeologist", "her granddaughter", "a pizza maker". WordNet says the word is a person (its first sense is
// filed under noun.person), and the classes above it say who: their age (a grandchild is a child, a grandparent
// old), their sex (an aunt is a kinswoman, a granddaughter "a female grandchild") and, where a class has clothes
// the figures already wear, their role (a herder is dressed as a farmer, an athlete in a sports kit, a
// craftsman in a hard hat). The table is by class, so a word no one listed (a beekeeper, an electrician) is
// dressed by what it is a kind of.

import {
  conceptForPhrase,
  isAdjective,
  lemmatize,
  nounKind,
  nounKinds,
  nounSenses,
  verbLemma,
} from '../vocabulary'
import { compoundPlaceAt } from './compound-places'
import type { Age, RoleId } from './people-plan'

export type PersonWho = { role: RoleId; age?: Age; look?: 'man' | 'woman'; count?: number }

/** Classes whose clothes say the role, nearest class first: a plumber is a skilled worker, dressed as a builder. */
const ROLE_CLASSES: [RegExp, RoleId][] = [
  [/^(cook|chef|baker|pastry cook)$/, 'chef'],
  [/^(farmer|herder|herdsman|farmhand|gardener|agricultural laborer|rancher|cowman)$/, 'farmer'],
  [/^(nurse)$/, 'nurse'],
  [/^(doctor|physician|medical practitioner|health professional|veterinarian|dentist)$/, 'doctor'],
  [/^(detective|private detective|police detective|sleuth|private eye)$/, 'detective'],
  [/^(policeman|police officer|lawman|law officer|peace officer)$/, 'police'],
  [/^(fireman|firefighter|fire fighter)$/, 'firefighter'],
  [/^(scientist|researcher)$/, 'scientist'],
  [/^(craftsman|construction worker|builder|repairman|mechanic|electrician|lineman)$/, 'builder'],
  [/^(teacher|educator|instructor)$/, 'teacher'],
  [/^(athlete|jock)$/, 'soccer'],
  [/^(ninja)$/, 'ninja'],
  [/^(martial artist)$/, 'karate'],
  [/^(aviator|pilot|airman|flier)$/, 'pilot'],
  [/^(painter)$/, 'artist'],
  [/^(cowboy|cowhand|cowpoke)$/, 'cowboy'],
  [/^(astronaut|spaceman|cosmonaut)$/, 'astronaut'],
]

// Beings WordNet files as persons that are no person a child would draw as one: a monster, an angel, a ghost.
export const NOT_A_FIGURE =
  /^(imaginary being|spiritual being|supernatural being|mythical being|imaginary creature)$/

const FEMALE =
  /^(woman|female|female person|girl|kinswoman|mother|female parent|female offspring|female child|wife|sister)$/
const MALE =
  /^(man|male|male person|boy|kinsman|father|male parent|male offspring|male child|husband|brother)$/
const CHILD =
  /^(child|kid|youngster|minor|juvenile|juvenile person|offspring|grandchild|schoolchild|female child|male child|sibling)$/
const ELDER = /^(old person|oldster|senior citizen|grandparent|golden ager|old man|old woman)$/
const BABY = /^(baby|babe|infant)$/
const KIN_GLOSS = /^(?:the |a |an |your |one's )?(\w+)/
const FEMALE_KIN = /^(mother|grandmother|daughter|granddaughter|sister|wife|aunt|niece)$/
const MALE_KIN = /^(father|grandfather|son|grandson|brother|husband|uncle|nephew)$/
// "nephew: a son of your brother or sister", "cousin: the child of your aunt or uncle": a kin the gloss says is
// someone's child is drawn a child, as a prompt's nephew, niece or cousin is.
const CHILD_KIN = /^(son|daughter|child)$/

/** Who a single word names, or null when WordNet's first sense of it is not a person a figure can draw. */
export function personWho(word: string): PersonWho | null {
  const short = word.replace(/s$/, '')
  // Own keys only: "constructor" or "__proto__" typed is no clipped word.
  const clipped = Object.hasOwn(CLIPPED, short) ? CLIPPED[short] : undefined
  if (clipped) {
    const who = personWho(clipped)
    return who && (/s$/.test(word) ? { ...who, count: 2 } : who)
  }
  // "her grandkids", "two schoolkids": "kid" said for "child" in a word WordNet knows with "child".
  const kidOf = /^([a-z]{3,})kids?$/.exec(word)?.[1]
  if (kidOf && nounKind(`${kidOf}kid`) === null && nounKind(`${kidOf}child`) === 'noun.person') {
    const who = personWho(`${kidOf}child`)
    return who && (/s$/.test(word) ? { ...who, count: 2 } : who)
  }
  const lemma = lemmatize(word)
  // "comics" are books, though a comic is a comedian: a plural WordNet files as another thing is that thing.
  const own = nounKind(word)
  // "a steeplechaser": one who runs the steeplechase, a footrace first, though WordNet knows only the horse.
  if (runnerOfRace(lemma))
    return { role: 'soccer', ...(lemma !== word && /s$/.test(word) ? { count: 2 } : {}) }
  if (own === null && nounKind(lemma) === null) {
    if (doerOf(word) || makerOf(word) || frenchTrade(lemma))
      return { role: 'casual', ...(/s$/.test(word) ? { count: 2 } : {}) }
    const tail = personAtTheEnd(lemma)
    if (tail) return { ...tail, ...(lemma !== word && /(s|men)$/.test(word) ? { count: 2 } : {}) }
  }
  if (nounKind(lemma) !== 'noun.person' || (own !== null && own !== 'noun.person')) return null
  // "a cardinal on a snowy branch" is the bird a child means, not the bishop WordNet lists first: a word that
  // also names an animal or a plant is no person here.
  // A trumpeter is the player first: the reading leaves the word unread only away from swans and lakes
  // (other-sense-here.ts `personSenseHere`).
  // A worker or a minder first ("a road worker", "a nanny") is that person where the art draws no animal by the
  // word: the worker bee and the nanny goat are later senses no one means without saying "bee" or "goat".
  // "a Thai boxer": a sportsman first, the dog breed a later sense (other-sense-here.ts `personSenseHere` leaves it
  // to the dog where the prompt is about one). A being's sense far down the list with no drawing of its own is no
  // one meant either: "a diver" is the one underwater, not the loon WordNet files third.
  const being = (kind: string) => kind === 'noun.animal' || kind === 'noun.plant'
  // Only a word a person in both its first senses: "studs" on boots are first a man, then the stud of a boot.
  const twice = nounKinds(lemma)
    .slice(0, 2)
    .every((kind) => kind === 'noun.person')
  const beingMeant = !twice || conceptForPhrase(lemma) !== null
  if (
    lemma !== 'trumpeter' &&
    !sportsmanFirst(lemma) &&
    !workerFirst(lemma) &&
    nounKinds(lemma).some(being) &&
    beingMeant
  )
    return null
  // "a steamroller flattening the tarmac": a word drawn as a made thing (the road roller) is that machine, not
  // the one person WordNet files first ("a massive inexorable force"); a coach, a person by two senses, stays one.
  const drawing = conceptForPhrase(word) ?? conceptForPhrase(lemma)
  const machine = drawing && nounKind(drawing.label.toLowerCase()) === 'noun.artifact'
  // "his trainer": a drawing no sense of the word is (the trainer shoe WordNet does not know) leaves the person.
  const aSense =
    !!drawing && nounSenses(lemma, 6).some((s) => s.classes.slice(0, 4).includes(drawing.label.toLowerCase()))
  if (machine && nounKinds(lemma)[1] !== 'noun.person' && aSense) return null
  const [first, ...rest] = nounSenses(lemma, 2).filter((s) => s.kind === 'noun.person')
  if (!first || first.classes.some((c) => NOT_A_FIGURE.test(c))) return null
  const classes = first.classes
  // The gloss says the sex where the classes do not: "granddaughter: a female grandchild".
  const gloss = first.gloss.split(';')[0].toLowerCase()
  // "grandad: the father of your father or mother", "nan: your grandmother": the kin the gloss opens with.
  const kin = KIN_GLOSS.exec(gloss)?.[1] ?? ''
  const female =
    classes.some((c) => FEMALE.test(c)) ||
    /\b(female|woman|girl)\b/.test(gloss) ||
    FEMALE_KIN.test(kin) ||
    /(ess|woman|women|girl|wife)$/.test(lemma)
  const male =
    !female &&
    (classes.some((c) => MALE.test(c)) ||
      /\b(male|man|boy)\b/.test(gloss) ||
      MALE_KIN.test(kin) ||
      /(man|men|boy)$/.test(lemma))
  const age: Age | undefined = classes.some((c) => BABY.test(c))
    ? 'baby'
    : classes.some((c) => CHILD.test(c)) || CHILD_KIN.test(kin)
      ? 'child'
      : classes.some((c) => ELDER.test(c))
        ? 'elder'
        : undefined
  // The role of the nearest class that has clothes; a later sense may say it ("shepherd": a pastor, then a herder).
  // "nanny: nursemaid, nurse": a name the word shares with its own sense, that first means another person (the
  // nurse of a ward), says no role: a nanny is dressed in her everyday clothes, no nurse's uniform.
  const ownName = (c: string) =>
    c === lemma ||
    !nounSenses(c, 6).some((s) => s.gloss === first.gloss) ||
    nounSenses(c, 1)[0]?.gloss === first.gloss
  const role = roleOf(classes.filter(ownName)) ?? rest.map((s) => roleOf(s.classes)).find(Boolean) ?? 'casual'
  return {
    role,
    ...(age ? { age } : {}),
    ...(female ? { look: 'woman' as const } : male ? { look: 'man' as const } : {}),
    ...(lemma !== word && /(s|men)$/.test(word) ? { count: 2 } : {}),
  }
}

// Classes of a native of a people: "Thai", "Kazakh", "Zulu" (WordNet files "Kenyan" as an adjective instead).
const INHABITANT = /^(inhabitant|native|nomad|african|asian|asiatic|european|native american|amerindian)$/

/** "Thai", "Kazakh": a word WordNet files first as a native or inhabitant of a people. */
export function peoplesName(word: string): boolean {
  const [first] = nounSenses(word.toLowerCase(), 1)
  return first?.kind === 'noun.person' && first.classes.some((c) => INHABITANT.test(c))
}

// Classes of a person who plays or fights for sport.
const SPORTSMAN = /^(athlete|jock|combatant|contestant|fighter|sportsman|sportswoman|player|boxer|wrestler)$/

/**
 * "a boxer": WordNet's first sense is a sportsman (a pugilist), an animal only a later one (the dog breed): the
 * person, where the prompt is not about the animal (other-sense-here.ts).
 */
export function sportsmanFirst(lemma: string): boolean {
  const kinds = nounKinds(lemma)
  if (kinds[0] !== 'noun.person' || !kinds.includes('noun.animal')) return false
  const [first] = nounSenses(lemma, 1)
  return first.classes.slice(1).some((c) => SPORTSMAN.test(c))
}

/**
 * "a steeplechaser", "steeplechasers": a race's name and -r or -er, where WordNet's first sense of the race is a
 * footrace, is the runner, though WordNet knows the word only as a horse trained for the race.
 */
export function runnerOfRace(lemma: string): boolean {
  if (nounKinds(lemma).includes('noun.person')) return false
  const race = /^([a-z]{4,}?)r$/.exec(lemma)?.[1]
  if (!race) return false
  const [first] = nounSenses(race, 1)
  return !!first && first.classes.some((c) => /^(footrace|foot race)$/.test(c))
}

// Short forms WordNet does not file, said for the whole word: "a physio" is a physiotherapist.
const CLIPPED: Record<string, string> = { physio: 'physiotherapist', postie: 'postman' }

// Classes that make a person first a worker or a minder of others (a nanny is a keeper, a guardian).
const WORKER = /^(worker|employee|workman|skilled worker|guardian|keeper|professional)$/

/** The word's first sense is a worker or minder and the art draws nothing by the word (a cardinal is the bird). */
function workerFirst(lemma: string): boolean {
  if (conceptForPhrase(lemma)) return false
  const [first] = nounSenses(lemma, 1)
  return first?.kind === 'noun.person' && first.classes.some((c) => WORKER.test(c))
}

/**
 * "a dog groomer", "a leaf raker": a word WordNet does not know made of a verb and -er is the person who does it,
 * drawn as a person in everyday clothes.
 */
function doerOf(word: string): boolean {
  const stem = /^([a-z]{3,})ers?$/.exec(word)?.[1]
  if (!stem || isAdjective(word)) return false
  const doubled = /([^aeiou])\1$/.test(stem) ? stem.slice(0, -1) : null
  return [stem, `${stem}e`, ...(doubled ? [doubled] : [])].some((v) => verbLemma(v) === v)
}

/** "a cheesemaker", "a toymaker": a thing and -maker, the one who makes it (as "pizza maker" is read apart). */
function makerOf(word: string): boolean {
  const made = /^([a-z]{3,})makers?$/.exec(word)?.[1]
  return !!made && nounKind(lemmatize(made)) !== null
}

/**
 * "a kitesurfer", "a breakdancer", "a showjumper", "a bodyboarder": a word WordNet does not know, made of a noun
 * or verb and a person word it does (surfer, dancer, jumper), is that person, dressed as the person word says.
 */
// A number or a size before a person ("a biathlete", "a triathlete", "a heptathlete", "a superfan") names that
// person too.
const PREFIX = /^(bi|tri|tetra|pent|penta|hex|hexa|hept|hepta|dec|deca|multi|super|ultra|mega)$/

function personAtTheEnd(lemma: string): PersonWho | null {
  for (let i = 2; i <= lemma.length - 5; i++) {
    const head = lemma.slice(0, i)
    if (i === 2 && !PREFIX.test(head)) continue
    const tail = lemma.slice(i)
    if (
      nounKind(tail) !== 'noun.person' ||
      (nounKind(head) === null && verbLemma(head) !== head && !PREFIX.test(head))
    )
      continue
    const who = personWho(tail)
    if (who)
      return { role: who.role, ...(who.age ? { age: who.age } : {}), ...(who.look ? { look: who.look } : {}) }
  }
  return null
}

/** "a chocolatier", "a perfumier": a thing and the French -ier, the one who makes or sells it. */
function frenchTrade(lemma: string): boolean {
  const stem = /^([a-z]{4,})ier$/.exec(lemma)?.[1]
  return !!stem && (nounKind(`${stem}e`) !== null || nounKind(stem) !== null)
}

function roleOf(classes: string[]): RoleId | null {
  for (const c of classes) for (const [re, role] of ROLE_CLASSES) if (re.test(c)) return role
  return null
}

/**
 * The person a prompt names at word `i` that the reading could not draw (`unknown`): a word WordNet knows as a
 * person, with the nouns before it that say what kind ("pizza maker", "train conductor"). A maker of food is
 * dressed as a cook, a vehicle's conductor in a uniform and cap. Null when the words name no person.
 */
export function personWordAt(
  ws: string[],
  i: number,
  unknown: (word: string) => boolean,
): { phrase: string; who: PersonWho } | null {
  // "pizza maker", "ice cream maker": nouns before the person word, each a noun, none an adjective first.
  for (const n of [3, 2]) {
    const head = ws[i + n - 1]
    if (!head || !unknown(head) || senseOfTheNounBefore(ws, i + n - 1)) continue
    const modifiers = ws.slice(i, i + n - 1)
    const kind = nounKind(modifiers.join(' '))
    if (!kind || modifiers.some((m) => SMALL_WORD.test(m) || unknown(m) || isAdjective(m))) continue
    const who = personWho(head)
    if (!who) continue
    const role =
      who.role !== 'casual'
        ? who.role
        : kind === 'noun.food'
          ? 'chef'
          : VEHICLE.test(modifiers.join(' '))
            ? 'pilot'
            : 'casual'
    return { phrase: ws.slice(i, i + n).join(' '), who: { ...who, role } }
  }
  const word = ws[i]
  if (!unknown(word) || senseOfTheNounBefore(ws, i)) return null
  // "a hospital ward": the end of a place WordNet knows whole (compound-places.ts), no person.
  if (i > 0 && compoundPlaceAt(ws, i - 1, new Set())) return null
  // "oiling the big cogs": a person first and a made thing next to WordNet (a cog is an underling), where a
  // doing is done to it, is the thing.
  if (doneTo(ws, i) && nounKinds(lemmatize(word))[1] === 'noun.artifact') return null
  const who = personWho(word) ?? workerAtWork(ws, i)
  return who ? { phrase: word, who } : null
}

/**
 * "a cleaner mopping the floor": a word the art does not draw, first a made thing to WordNet (a cleanser) and next
 * a worker, is the worker when it is the one doing an -ing doing; "a glass cleaner" or "cleaner shrimp" stay.
 */
function workerAtWork(ws: string[], i: number): PersonWho | null {
  const word = ws[i]
  const next = ws[i + 1] ?? ''
  if (!/^(a|an|the|our|my|his|her|their|two|some)$/.test(ws[i - 1] ?? '')) return null
  if (!/^\w+ing$/.test(next) || verbLemma(next) === null || conceptForPhrase(word)) return null
  const lemma = lemmatize(word)
  const worker = nounSenses(lemma, 3)
    .slice(1)
    .find(
      (s) =>
        s.kind === 'noun.person' && s.classes.some((c) => /^(laborer|labourer|worker|employee)$/.test(c)),
    )
  if (!worker) return null
  const role = roleOf(worker.classes) ?? 'casual'
  return { role, ...(lemma !== word && /s$/.test(word) ? { count: 2 } : {}) }
}

/** The word at `i` is what an -ing doing is done to: "oiling the big cogs", "fixing a rep". */
function doneTo(ws: string[], i: number): boolean {
  for (let k = i - 1; k >= Math.max(0, i - 4); k--) {
    if (/^(a|an|the|his|her|their|its|some|every|all)$/.test(ws[k]))
      return /ing$/.test(ws[k - 1] ?? '') && verbLemma(ws[k - 1]) !== null
    if (!isAdjective(ws[k])) return false
  }
  return false
}

/**
 * "pancake batter", "cake batter": after a noun of a kind a later sense of the word shares (a food), the word is
 * that sense, never the person WordNet lists first (the baseball batter).
 */
function senseOfTheNounBefore(ws: string[], i: number): boolean {
  const before = ws[i - 1] ?? ''
  if (!before || SMALL_WORD.test(before) || isAdjective(before)) return false
  // "cake" is first a block of soap to WordNet, then the food.
  const food = nounKinds(lemmatize(before)).slice(0, 2).includes('noun.food')
  // Only a sense near the first: a porter's seventh is a beer no one means ("cheese porters" carry cheese).
  return food && nounKinds(lemmatize(ws[i])).slice(1, 3).includes('noun.food')
}

// Joining words WordNet also files as nouns ("a while", "as" the metal) are never a person's modifier.
const SMALL_WORD =
  /^(a|an|the|his|her|their|our|my|your|its|this|that|some|and|or|of|to|in|on|at|for|with|while|as|when|but|if|so|then)$/

// Vehicles whose crew wear a uniform and a peaked cap (the pilot's clothes): a train conductor, a ship's captain.
const VEHICLE = /^(train|railway|railroad|bus|tram|streetcar|trolley|ship|ferry|steamboat|subway)$/
