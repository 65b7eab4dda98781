import { isNounWord, nounSenseOffsets } from './wordnet'

const IRREGULAR: Record<string, string> = {
  mice: 'mouse',
  geese: 'goose',
  children: 'child',
  people: 'person',
  men: 'man',
  women: 'woman',
  teeth: 'tooth',
  feet: 'foot',
  wolves: 'wolf',
  leaves: 'leaf',
  knives: 'knife',
  cacti: 'cactus',
  octopi: 'octopus',
  fungi: 'fungus',
  elves: 'elf',
  dwarves: 'dwarf',
  calves: 'calf',
  loaves: 'loaf',
  fairies: 'fairy',
  puppies: 'puppy',
  bunnies: 'bunny',
  ponies: 'pony',
  butterflies: 'butterfly',
  cherries: 'cherries',
  dice: 'die',
}

// Plurals in -ies of nouns in -ie: "cookies" is not "cooky".
for (const noun of 'cookie movie pie tie zombie brownie genie pixie smoothie hoodie goalie budgie collie yorkie selfie necktie bowtie beanie birdie duckie'.split(
  ' ',
))
  IRREGULAR[`${noun}s`] = noun

// Plurals in -as of nouns in -a, which the rule below keeps whole (as it keeps "canvas"): "zebras" is a zebra.
for (const noun of 'zebra panda koala llama alpaca iguana gorilla cobra orca hyena puma tarantula capybara chinchilla echidna banana pizza tortilla umbrella ballerina sofa camera tuba pagoda diploma tiara parka manta soda pita pasta piranha amphora antenna arena paella'.split(
  ' ',
))
  IRREGULAR[`${noun}s`] = noun

// Plurals of the drawings' names the rules below get wrong: in -oes of nouns in -oe ("canoes" is no "cano"),
// in -is of nouns in -i (kept whole like "tennis"), and short ones ("tvs").
for (const noun of 'canoe shoe horseshoe oboe toe taxi kiwi sari tipi chili chilli moai emu tv cd rv yo'.split(
  ' ',
))
  IRREGULAR[`${noun}s`] = noun
// Plurals in -ves of nouns in -f or -fe ("bookshelves"); "gloves", "waves" and "olives" keep their e.
for (const noun of 'shelf bookshelf scarf hoof half thief calf wife'.split(' '))
  IRREGULAR[`${noun.replace(/fe?$/, '')}ves`] = noun
IRREGULAR.axes = 'axe'
// WordNet lists "oxen" as a name of cattle as a group, which the art draws as a cow; an ox has its own drawing.
IRREGULAR.oxen = 'ox'
IRREGULAR.pickaxes = 'pickaxe'

// Plurals of compounds in -man ("fishermen", "firemen", "policewomen", "snowmen"), which WordNet lists only in
// the singular; the nouns that end in -men themselves stay whole.
const OWN_MEN =
  /^(?:abdomen|omen|specimen|stamen|regimen|ramen|amen|lumen|semen|hymen|yemen|cyclamen|albumen|acumen|bitumen|rumen|dolmen|foramen|gravamen|culmen|tegmen)$/

// Words ending in s that are not plurals.
const KEEP = /(ss|us|is|ous|as)$/

/**
 * Singular form of an English noun, by rule plus a small table of exceptions; where the rule's form is no noun
 * WordNet knows, the other ways English makes a plural are tried ("walruses", "hooves", "larvae", "grandchildren").
 */
export function lemmatize(word: string): string {
  const w = word.toLowerCase()
  const cached = LEMMAS.get(w)
  if (cached !== undefined) return cached
  const byRule = lemmaByRule(w)
  const lemma = isNounWord(byRule) ? byRule : otherSingular(w, byRule)
  // Any word a person types is kept: the cache starts again past a bound rather than grow without end.
  if (LEMMAS.size >= MOST_LEMMAS) LEMMAS.clear()
  LEMMAS.set(w, lemma)
  return lemma
}

const LEMMAS = new Map<string, string>()
const MOST_LEMMAS = 50_000

// The other singulars a plural can have, tried in order when the rule's form is no noun: "-uses" of "-us"
// (walruses, octopuses), "-ves" of "-f" (hooves; "lives" stays a doing), "-i" of "-us" (hippopotami), "-ae" of "-a"
// (larvae), "-ies", "-oes", "-ches" and "-zes" of nouns in "-e" (movies, canoes, quiches, prizes), "-eaux" of
// "-eau", "-children" of "-child" (grandchildren), "-mice"/"-lice" of "-mouse"/"-louse" (dormice, woodlice), and a
// word in "-s" kept whole by the rule whose singular is the noun (ideas, skis, gnus).
const OTHER_SINGULARS: [RegExp, string][] = [
  [/ses$/, 's'],
  [/ves$/, 'f'],
  [/i$/, 'us'],
  [/ae$/, 'a'],
  [/(ie|oe|che|ze)s$/, '$1'],
  [/eaux$/, 'eau'],
  [/children$/, 'child'],
  [/([ml])ice$/, '$1ouse'],
  [/([^s])s$/, '$1'],
]

function otherSingular(w: string, byRule: string): string {
  if (w.length <= 3) return byRule
  for (const [ending, singular] of OTHER_SINGULARS) {
    if (!ending.test(w)) continue
    const other = w.replace(ending, singular)
    if (other !== w && nounSenseOffsets(other).length) return other
  }
  return byRule
}

function lemmaByRule(w: string): string {
  if (Object.hasOwn(IRREGULAR, w)) return IRREGULAR[w]
  if (w.length <= 3 || KEEP.test(w)) return w
  if (/men$/.test(w) && w.length > 4 && !OWN_MEN.test(w)) return `${w.slice(0, -3)}man`
  if (/ies$/.test(w)) return `${w.slice(0, -3)}y`
  if (/(ches|shes|xes|zes|sses)$/.test(w)) return w.slice(0, -2)
  if (/oes$/.test(w)) return w.slice(0, -2)
  if (/s$/.test(w)) return w.slice(0, -1)
  return w
}
