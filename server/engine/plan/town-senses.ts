// Words of the workshop, the gym and the show that name another thing first, read by what the prompt is about:
// a weaver's shuttle is the loom's, never the space shuttle; a creeper a mechanic lies on is the trolley, never
// the plant nor the game's monster; a gymnast's beam is the balance beam; a locksmith's machine cuts keys
// (docs/decisions/0187-town-things-drawn.md); a kiwi in the forest is the bird, not the fruit. Each sense is taken only when the prompt names its world; else the
// word is read as it always was.
import { type Concept, conceptById, conceptForPhrase } from '../vocabulary'

/** A word's sense in one world, read here and in home-senses.ts. */
export type Sense = {
  /** The word, singular or plural. */
  word: RegExp
  /** Any word of the prompt that names the world the sense belongs to. */
  world: RegExp
  /** The drawing of the sense. */
  id: string
  /** The word just before it, when the sense needs one ("the top board", never "a swimming board"). */
  before?: RegExp
  /** The word just after it must not be a thing's name ("a rubber duck", "rubber boots"): only these may follow. */
  after?: RegExp
  /** Any word of the prompt that keeps the word's first sense ("eating a kiwi in the forest" is the fruit). */
  unless?: RegExp
}

const SENSES: Sense[] = [
  // A broom flown or ridden is the witch's broomstick, side on to sit astride, not the sweeping brush.
  {
    word: /^(brooms?|broomsticks?)$/,
    world: /^(witch\w*|wizards?|fly|flying|flies|flew|ride|rides|riding|rode|quidditch|halloween)$/,
    id: 'broomstick',
  },
  // The weaver at a loom is the craftsman, never the weaver bird WordNet also names.
  {
    word: /^weavers?$/,
    world: /^(looms?|shuttles?|weav\w*|yarns?|wool|cloth|tapestr\w*|rugs?|carpets?|baskets?)$/,
    id: 'person',
  },
  {
    word: /^shuttles?$/,
    world: /^(weav\w*|looms?|yarns?|threads?|wool|warp|weft|cloth|tapestr\w*)$/,
    id: 'weaving-shuttle',
  },
  {
    word: /^creepers?$/,
    world:
      /^(mechanics?|cars?|vans?|lorr(y|ies)|trucks?|garages?|workshops?|engines?|tyres?|exhausts?|spanners?|wrench(es)?)$/,
    id: 'mechanics-creeper',
  },
  {
    word: /^beams?$/,
    world: /^(gym|gyms|gymnasts?|gymnastics|leotards?|cartwheels?|handstands?|balanc\w*|olympics?|tumbl\w*)$/,
    id: 'balance-beam',
  },
  {
    word: /^(ring|rings)$/,
    world: /^(show|shows|showjumping|ponies|pony|horses?|gymkhana|rosettes?|rider|riders|dressage|judges?)$/,
    id: 'show-ring',
  },
  { word: /^(ring|rings)$/, world: /^(box\w*|boxers?|wrestl\w*|gloves?)$/, id: 'boxing-ring' },
  // "a labrador carrying the post in its mouth": the letters the postman brings, never a post in the ground.
  {
    word: /^post$/,
    world:
      /^(mouths?|letterbox\w*|letter|letters|postman|postmen|postie|doormat|deliver\w*|envelopes?|parcels?)$/,
    id: 'envelope',
  },
  // "kicking a pad held up by his trainer": a fighter's pad is the kick pad, never a notepad.
  {
    word: /^pads?$/,
    world: /^(box\w*|kickbox\w*|kick\w*|punch\w*|karate|taekwondo|martial|fighters?)$/,
    id: 'kick-pad',
  },
  { word: /^machines?$/, world: /^(keys?|locksmiths?)$/, id: 'key-cutting-machine' },
  {
    word: /^burners?$/,
    world: /^(bunsen|lab|labs|laborator\w*|chemistry|scientists?|science|experiments?|test)$/,
    id: 'bunsen-burner',
  },
  {
    word: /^floats?$/,
    world: /^(carnivals?|parades?|processions?|festivals?|mardi|pride|lord|mayors?)$/,
    id: 'carnival-float',
    // A thing, not the verb: "on a float", never "a lantern floats at the festival".
    before: /^(a|an|the|big|decorated|parade|carnival|festival|gras|pride)$/,
  },
  {
    // "the top board at the swimming baths": the diving board, never a plank.
    word: /^boards?$/,
    world: /^(swim\w*|pools?|baths|div\w*|dive|dove|splash\w*)$/,
    id: 'diving-board',
    before: /^(top|high|highest|low|the|springy|diving)$/,
  },
  // Birds on a wire sit on the telephone wire, drawn with its pole; a wire with no bird stays as read.
  {
    word: /^wires?$/,
    world:
      /^(birds?|swallows?|martins?|sparrows?|starlings?|pigeons?|doves?|crows?|ravens?|robins?|finch(es)?|blackbirds?|budgies?|parrots?|owls?)$/,
    id: 'telephone-pole',
  },
  // A kiwi that forages, runs or sleeps in the forest is the bird; eaten, sliced or in a bowl it is the fruit.
  {
    word: /^kiwis?$/,
    world:
      /^(birds?|forests?|bush|woods?|night|nocturnal|worms?|bugs?|beaks?|bills?|feathers?|nests?|eggs?|zealand|burrows?|ferns?|sniff\w*|forag\w*|looking|search\w*|hunt\w*|peck\w*|prob\w*|walk\w*|running|runs|waddl\w*|sleep\w*|chicks?)$/,
    id: 'kiwi-bird',
    unless:
      /^(eat\w*|ate|slic\w*|halves|half|cut|peel\w*|bowls?|fruits?|smoothies?|juice|salads?|plates?|apples?|bananas?|oranges?|strawberr\w*|grapes?|lunch\w*)$/,
  },
]

/**
 * The sense a workshop, gym or show word has here, with its drawing and the one word it spans; undefined when
 * the word is none of these or the prompt names none of its worlds.
 */
export function townSenseAt(words: string[], i: number): { concept: Concept; span: number } | undefined {
  const word = words[i] ?? ''
  // "the top board at the swimming baths": the two words are the diving board's.
  if (/^(top|high|highest)$/.test(word) && /^boards?$/.test(words[i + 1] ?? '')) {
    const board = townSenseAt(words, i + 1)
    return board && { ...board, span: 2 }
  }
  // "a kiwi bird in the forest": a two-word name the word begins is read whole.
  if (words[i + 1] && conceptForPhrase(`${word} ${words[i + 1]}`)) return undefined
  return senseIn(SENSES, words, i)
}

/** The first of `senses` the word at `i` has here, the prompt naming its world; undefined when none. */
export function senseIn(
  senses: Sense[],
  words: string[],
  i: number,
): { concept: Concept; span: number } | undefined {
  const word = words[i] ?? ''
  const others = words.filter((_, k) => k !== i).map((w) => w.replace(/'s?$/, ''))
  for (const sense of senses)
    if (
      sense.word.test(word) &&
      others.some((w) => sense.world.test(w)) &&
      !others.some((w) => sense.unless?.test(w)) &&
      (!sense.before || sense.before.test(words[i - 1] ?? '')) &&
      (!sense.after || sense.after.test(words[i + 1] ?? ''))
    )
      return { concept: conceptById(sense.id), span: 1 }
  return undefined
}
