// Words of home, school and sport that name another thing first, read by what the prompt is about: a mat for
// yoga is the yoga mat and the baby's the changing mat; a pile where leaves are raked is the pile of leaves; the
// lane at the bowling is the bowling alley; a hockey ball on grass is field hockey's, never the ice hockey
// puck's; cones round which a player dribbles are the training cones; a rubber beside a pencil is the eraser;
// a fork in the soil is the garden fork; a brush at the dustpan or the patio the scrubbing brush;
// (docs/decisions/0193-home-school-and-sport-things.md). "The washing up" is read as the dishes in idioms.ts.
// Each sense is taken only when the prompt names its world; else the word is read as it always was.
import { type Concept, conceptById } from '../vocabulary'
import { type Sense, senseIn } from './town-senses'

// Field hockey's world: a ball, a stick, grass, a pitch, cones; ice hockey's words keep "hockey" the rink game.
const FIELD_HOCKEY = /^(balls?|sticks?|pitch(es)?|grass|fields?|cones?|dribbl\w*|school|pe|goalkeepers?)$/
const ICE_HOCKEY = /^(ice|pucks?|rinks?|skat\w*|nhl|frozen)$/
const SPORT_DRILL =
  /^(football|soccer|hockey|netball|rugby|pe|practice|training|drills?|dribbl\w*|slalom|coach\w*|pitch|players?|footballers?|weav\w*|zigzag\w*|sprint\w*|relay)$/

// A fork in the soil is the garden fork; at a meal it stays the table's knife and fork.
const DIGGING =
  /^(dig\w*|soil|earth|compost\w*|allotments?|weed\w*|manure|flowerbeds?|beds?|potatoes|veg|vegetables?|patch|spades?|forking|garden\w*)$/
const MEAL =
  /^(eat\w*|dinner|lunch|breakfast|tea|meal|plates?|knives|knife|spoons?|cake|food|table|pasta|spaghetti)$/

const SENSES: Sense[] = [
  { word: /^forks?$/, world: DIGGING, unless: MEAL, id: 'garden-fork' },
  // "a brush" at the dustpan or for scrubbing the patio is the hand brush; painting's and hair's are read elsewhere.
  {
    word: /^brush(es)?$/,
    world: /^(dustpans?|scrub\w*|patios?|floors?|steps?|decks?|doorsteps?|stiff|soapy|suds|clean\w*)$/,
    id: 'scrubbing-brush',
  },
  {
    word: /^brush(es)?$/,
    world: /^(paint\w*|easels?|canvas(es)?|watercolou?rs?|artists?|calligraph\w*|ink|inks)$/,
    id: 'paintbrush',
  },
  // A brush for a pony, a dog or a rabbit is the grooming brush; a brush and a comb for hair stay the hairbrush.
  {
    word: /^brush(es)?$/,
    world:
      /^(pon(y|ies)|horses?|dogs?|pupp(y|ies)|cats?|kittens?|rabbits?|bunn(y|ies)|guinea|hamsters?|donkeys?|groom\w*|stables?|mane|fur)$/,
    id: 'grooming-brush',
  },
  // The net a shuttlecock or a ball is played over is the court's net on its posts; a fishing net stays.
  { word: /^nets?$/, world: /^(badminton|volleyball|takraw|shuttlecocks?|tennis)$/, id: 'volleyball-net' },
  { word: /^boards?$/, world: /^(darts?|bullseyes?|oche)$/, id: 'dartboard' },
  // A dog's lead is its leash: the noun after a determiner or the dog's name, never "leads" the verb.
  {
    word: /^lead$/,
    world:
      /^(dogs?|pupp(y|ies)|walk\w*|collars?|labradors?|spaniels?|terriers?|poodles?|beagles?|dog bowls?)$/,
    id: 'leash',
    before: /^(a|the|his|her|its|their|my|your|our|dog|dogs|puppy|long|red|blue|green|new|old|and)$/,
  },
  { word: /^mats?$/, world: /^(yoga|pilates|stretch\w*|exercis\w*|workout|meditat\w*)$/, id: 'yoga-mat' },
  {
    word: /^mats?$/,
    world: /^(bab(y|ies)|babys|nappy|nappies|diapers?|chang\w*|newborns?|infants?)$/,
    id: 'changing-mat',
  },
  { word: /^(piles?|heaps?|mounds?)$/, world: /^(leaves|leaf|rak\w*|autumn|fall)$/, id: 'leaf-pile' },
  {
    word: /^(lanes?|alleys?)$/,
    world: /^(bowl\w*|pins|skittles?|strikes?|ten-pin|tenpin)$/,
    id: 'bowling-alley',
  },
  {
    word: /^(cones?)$/,
    world: SPORT_DRILL,
    id: 'traffic-cone',
    before:
      /^(the|some|orange|plastic|training|little|round|around|between|through|of|two|three|four|five|six)$/,
  },
  {
    word: /^rubbers?$/,
    world:
      /^(pencils?|rulers?|pens?|rub\w*|mistakes?|school|sharpeners?|case|homework|drawing|crayons?|glue|desk)$/,
    id: 'eraser',
    after: /^(and|or|to|on|in|from|with|off|out|for|at|of|,)?$/,
  },
]

/** "a girl dribbling a hockey ball": field hockey when grass, a ball or a stick is named and no ice. */
function fieldHockey(words: string[], i: number): boolean {
  const w = words[i] ?? ''
  const hockey = words.some((x) => /^hockey$/.test(x))
  if (!hockey || words.some((x) => ICE_HOCKEY.test(x))) return false
  if (w === 'hockey' && words[i - 1] !== 'ice') return words.some((x, k) => k !== i && FIELD_HOCKEY.test(x))
  // "her stick", "a hockey ball": the game's stick and ball are drawn together in its one drawing.
  return /^(balls?|sticks?)$/.test(w)
}

/**
 * The sense a home, school or sport word has here, with its drawing and the words it spans; undefined when the
 * word is none of these or the prompt names none of its worlds.
 */
export function homeSenseAt(words: string[], i: number): { concept: Concept; span: number } | undefined {
  const word = words[i] ?? ''
  const next = words[i + 1] ?? ''
  // "a picture book", "exercise books": a book, never a framed picture beside one.
  if (/^(picture|exercise|story|colouring|coloring|reading)$/.test(word) && /^books?$/.test(next))
    return { concept: conceptById('book'), span: 2 }
  // "playing field hockey": the game, never a field with ice hockey in it.
  if (word === 'field' && next === 'hockey') return { concept: conceptById('field-hockey'), span: 2 }
  // "a hockey ball", "a hockey stick": the two words are the game's.
  if (word === 'hockey' && /^(balls?|sticks?)$/.test(next) && fieldHockey(words, i + 1))
    return { concept: conceptById('field-hockey'), span: 2 }
  if (fieldHockey(words, i)) return { concept: conceptById('field-hockey'), span: 1 }
  // "a pile of dead leaves": the heap, read whole, never the leaves alone with the pile passed over as a measure.
  if (/^(piles?|heaps?|mounds?)$/.test(word) && next === 'of') {
    const at = words.slice(i + 2, i + 5).findIndex((w) => /^(leaves|leaf)$/.test(w))
    return at < 0 ? undefined : { concept: conceptById('leaf-pile'), span: at + 3 }
  }
  return senseIn(SENSES, words, i)
}
