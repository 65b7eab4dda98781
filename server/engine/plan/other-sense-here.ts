import { lemmatize, nounSenses, verbLemma } from '../vocabulary'
import { peoplesName, runnerOfRace, sportsmanFirst } from './person-words'

// Names a new drawing shares with another thing, read by what the prompt is about: a tick put on a worksheet
// is the check mark, never the little arachnid (art/own-drawings/more-nature.ts); a swimmer's starting block is
// the pool's platform, never a sprinter's blocks on the track; a perch with no bird is the fish, not a branch. The other thing is not drawn: said left out.

const PAPER =
  /^(worksheets?|homework|pages?|paper|boxe?s?|answers?|lists?|sheets?|tests?|quiz|quizzes|charts?|registers?|forms?|books?|notebooks?|whiteboards?|boards?|sums|spelling|work)$/
const MARKING =
  /^(put|puts|putting|draw|draws|drawing|drew|mark|marks|marking|marked|give|gives|giving|gave|got|gets|getting|big|red|green|gold)$/
// Birds that sit on a perch; "perch" with none of them is the fish, never a branch.
const PERCHERS =
  /^(birds?|parrots?|budgies?|budgerigars?|parakeets?|canar(?:y|ies)|cockatoos?|cockatiels?|macaws?|lovebirds?|finch(?:es)?|owls?|owlets?|robins?|sparrows?|eagles?|hawks?|falcons?|chickens?|hens?|roosters?|cockerels?|pigeons?|doves?|crows?|ravens?|toucans?)$/
// A coach in a fairy tale or drawn by horses is a carriage, which the art has no drawing of: never the bus.
const CARRIAGE_TALE =
  /^(princess(es)?|prince|queens?|kings?|cinderella|pumpkins?|royal|golden|horses?|horse drawn|fairy|tale|ball|footman|footmen|coachman)$/
// The bird's words: a crane that flies, wades, is folded of paper or named with a bird's kind is no tower crane.
const CRANE_BIRD =
  /^(birds?|fly|flies|flying|flew|wad\w+|origami|paper|folded|pond|lake|lakes|marsh\w*|swamp|river|wetlands?|feathers?|wings?|beak|japanese|whooping|sandhill|crowned|sarus|red-crowned|dancing|dances?|nest\w*|egrets?|herons?|storks?|flamingos?)$/
// A train's carriages are its railway cars, never the horse-drawn carriage.
const TRAIN = /^(trains?|railways?|rail|locomotives?|engines?|tracks?|steam|station|platform|tube|subway)$/
const DUMMY_OTHER =
  /^(ventriloquists?|ventriloquism|crash|test|tests|shop|window|mannequins?|clothes|tailors?|puppets?)$/
const SWIMMING = /^(swim\w*|pool|pools|dive|dives|diving|dived|dove|goggles|splash\w*|water)$/
// A bare net is the little hand net only where one is dipped: a goal's, a court's or a trawler's net is not drawn.
const HAND_NET =
  /^(fish|goldfish|tanks?|aquariums?|fishbowls?|ponds?|rockpools?|rock|pools?|dip|dipping|butterfl(y|ies)|bugs?|insects?|crabs?|crabbing|shrimps?|shrimping|tadpoles?|minnows?|streams?|brooks?)$/
// A paddle or a peel is the baker's flat wooden shovel only at an oven: else a canoe's paddle, a fruit's peel.
const BAKING = /^(bak\w*|bread|loa(f|ves)|ovens?|pizzas?|pizzeria|dough|rolls|bagels?|baguettes?)$/

const FACE_SHIELD =
  /^(weld\w*|surgeons?|surgical|surgery|operating|dust|gas|medical|doctors?|nurses?|dentists?|hospital|germs?|virus|beekeepers?|goalies?|catchers?)$/
const TRUMPETER_BIRD =
  /^(swans?|birds?|cygnets?|lakes?|ponds?|wings?|feathers?|nests?|flock|flying|swimming|gliding)$/

// A pike carried into battle is the long spear, which the art has no drawing of: never the fish in a knight's hands.
const PIKE_WEAPON =
  /^(knights?|soldiers?|guards?|armou?r\w*|medieval|battles?|battlefield|army|armies|wield\w*|halberds?|spears?|march\w*|castles?|warriors?|pikem[ae]n|infantry|troops?|weapons?|regiments?)$/

// A chamois wiped over a car or a window is the soft leather cloth, never the mountain goat-antelope.
const CHAMOIS_CLOTH =
  /^(wash\w*|polish\w*|cars?|windows?|windscreens?|leather|cloth|wip\w*|dry\w*|drie[sd]|clean\w*|shin\w*)$/

// Bulbs planted are a plant's, never the light bulb; a card a referee shows is the red or yellow card, never a
// greeting card.
const PLANTING =
  /^(plant\w*|garden\w*|soil|earth|dig\w*|flowers?|tulips?|daffodils?|crocus\w*|hyacinths?|onions?|garlic|autumn|spring|pots?|trowels?|beds?)$/
const REFEREEING =
  /^(referees?|refs?|umpires?|red|yellow|booked|booking|sent|sending|foul\w*|matchs?|football|soccer|pitch)$/

/** Words whose drawing is the animal and whose other sense is a thing Colorly has no drawing of. */
export const animalDrawn = (word: string): boolean => /^(pikes?|chamois)$/.test(word)

/** The drawing read at word `i`, `span` words long, is another sense here: passed to the reading as unread. */
export function otherSenseHere(words: string[], i: number, span: number): boolean {
  const named = words.slice(i, i + span).join(' ')
  if (/^ticks?$/.test(named)) {
    const before = words.slice(Math.max(0, i - 3), i)
    return words.some((w) => PAPER.test(w)) || before.some((w) => MARKING.test(w))
  }
  if (/^perch(es)?$/.test(named)) return !words.some((w) => PERCHERS.test(w))
  // A train's carriages are its cars; a baby's carriage is the pram.
  if (/^carriages?$/.test(named)) return words.some((w) => TRAIN.test(w) || /^bab(y|ies)$/.test(w))
  if (/^cranes?$/.test(named)) return words.some((w) => CRANE_BIRD.test(w))
  if (/^starting blocks?$/.test(named)) return words.some((w) => SWIMMING.test(w))
  if (/^coach(es)?$/.test(named)) return carriageCoach(words)
  // A dummy is a baby's pacifier unless a ventriloquist works it, a car crashes it or a shop window wears clothes.
  if (/^dumm(y|ies)$/.test(named)) return words.some((w) => DUMMY_OTHER.test(w))
  if (/^nets?$/.test(named)) return !words.some((w) => HAND_NET.test(w))
  if (/^(paddles?|peels?)$/.test(named)) return !words.some((w) => BAKING.test(w))
  // The art's mask is a domino mask: a welder's visor or a surgeon's face mask is said, never the party's mask.
  if (/^masks?$/.test(named)) return words.some((w) => FACE_SHIELD.test(w))
  if (/^pikes?$/.test(named)) return words.some((w) => PIKE_WEAPON.test(w))
  if (/^chamois$/.test(named)) return words.some((w) => CHAMOIS_CLOTH.test(w))
  if (named === 'trainer') return coachHere(words, i)
  if (/^bulbs?$/.test(named)) return words.some((w) => PLANTING.test(w))
  if (/^cards?$/.test(named)) return words.some((w) => REFEREEING.test(w))
  return false
}

/**
 * A word whose drawing is an animal but which names a person first ("a trumpeter" plays the trumpet,
 * trade-tools.ts; WordNet's kin drew the trumpeter bird as a heron): left unread, for the people reader, unless
 * the prompt is about the bird.
 */
export function personSenseHere(words: string[], i: number): boolean {
  if (/^trumpeters?$/.test(words[i] ?? '')) return !words.some((w) => TRUMPETER_BIRD.test(w))
  if (words[i] === 'trainer') return coachHere(words, i)
  const lemma = lemmatize(words[i] ?? '')
  // "a steeplechaser splashing into the water jump": the runner, unless horses are named.
  if (runnerOfRace(lemma)) return !words.some((w) => HORSE_RACING.test(w))
  // "a Thai boxer kicking a pad", "a boxer punching a heavy bag": the sportsman WordNet lists first, where a
  // people's name says who he is or he does something; "a boxer puppy", "a boxer with its lead" is the dog.
  if (!sportsmanFirst(lemma) || words.some((w, k) => k !== i && animalWorld(lemma).has(lemmatize(w))))
    return false
  const next = words[i + 1] ?? ''
  return peoplesName(words[i - 1] ?? '') || (/ing$/.test(next) && verbLemma(next) !== null)
}

/**
 * "held up by his trainer", "a trainer timing the runners": one trainer of someone's, or one doing something, is
 * the coach WordNet lists first; trainers in pairs, worn or laced are the shoes the art draws.
 */
function coachHere(words: string[], i: number): boolean {
  const next = words[i + 1] ?? ''
  return (
    /^(his|her|their|my|your|our)$/.test(words[i - 1] ?? '') ||
    (/ing$/.test(next) && verbLemma(next) !== null)
  )
}

const HORSE_RACING = /^(horses?|jockeys?|riders?|riding|ridden|racehorses?|gallop\w*|saddles?|ponies|pony)$/

/** The words of the animal sense's kinds ("dog", "working dog") and the young and gear of it ("puppy", "lead"). */
function animalWorld(lemma: string): Set<string> {
  const animal = nounSenses(lemma, 6).filter((s) => s.kind === 'noun.animal')
  return new Set([
    ...animal.flatMap((s) => s.classes.slice(0, 4)),
    'puppy',
    'pup',
    'lead',
    'leash',
    'collar',
    'kennel',
    'its',
  ])
}

/** The prompt's coach is a fairy tale's carriage ("a princess's coach", "a pumpkin coach"), never a bus nor a trainer. */
export const carriageCoach = (words: string[]): boolean =>
  words.some((w) => CARRIAGE_TALE.test(w.replace(/'s?$/, '')))
