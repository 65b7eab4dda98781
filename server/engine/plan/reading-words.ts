// The small word lists every step of reading a prompt shares: little words, relation words, kinds of noun a
// page draws or not.
import { nounKind } from '../vocabulary'
import { MATERIALS } from './compound-nouns'
import { littleWordsAnd } from './little-words'
import type { SubjectRelation } from './plan'
import type { Relation } from './prompt-reading'

// Little words, describing words, actions and page words: read past, never a thing left out.
export const STOP = littleWordsAnd(
  'very big small little cute happy funny silly beautiful pretty giant tiny young two three four five six many lots lot page picture drawing coloring colouring sheet draw color colour make please who which while has have having playing sitting standing running flying swimming jumping sleeping looking cartoon realistic simple detailed easy intricate style kid kids child children',
)

// Words that describe what follows when something follows: "a baby elephant", "an orange cat".
export const MODIFIERS = new Set([
  ...'baby old young orange lime lemon peach cherry rose chocolate cream snow ice toy vintage antique retro picnic'.split(
    ' ',
  ),
  ...MATERIALS,
])

export const CONTAINERS = new Set(
  'bowl plate cup glass jar box bag basket bucket pot slice piece family group herd flock pack school bunch pile heap pair couple'.split(
    ' ',
  ),
)

// Measures rather than things: "a slice of pizza", "a herd of elephants", "a pile of leaves" shows the pizza,
// the elephants and the leaves.
export const INCIDENTAL_CONTAINERS = new Set(
  'slice piece family group herd flock pack school bunch pile heap pair couple'.split(' '),
)

// Drawings that show the dish they are served in: "a bowl of spaghetti", "a cup of cocoa" draw it.
export const SERVED = new Set(
  'spaghetti steaming-bowl pot-of-food green-salad cooked-rice curry-rice popcorn shaved-ice bowl-with-spoon glass-of-milk tumbler-glass hot-beverage jam tissue-box paint-tin raisins peanut-butter crisps medicine couscous'.split(
    ' ',
  ),
)

// Containers drawn with what is in them ("a basket of apples", "a jar of cookies"): the thing sits in the holder.
export const HOLDERS = new Set(['basket', 'box', 'bucket', 'jar', 'sack', 'bird-cage', 'bowl'])
// A plate holds what is served on it, and a pot its gold.
for (const holder of ['dishes', 'pot']) HOLDERS.add(holder)

export const RELATION_WORDS: Record<string, Relation> = {
  wearing: 'head',
  wears: 'head',
  wear: 'head',
  holding: 'hand',
  holds: 'hand',
  carrying: 'hand',
  breathing: 'breath',
  breathes: 'breath',
  blowing: 'breath',
  with: 'beside',
}

// Two subjects together: the object becomes a subject of its own, and the plan records the relation.
export const SUBJECT_RELATIONS: [string, SubjectRelation][] = [
  // What is in front of something is beside it, a thing of its own, not the place it is in.
  ['in front of', 'next-to'],
  ['next to', 'next-to'],
  ['on top of', 'on'],
  // Lying in a tree's shade is lying under it.
  ['in the shade of', 'under'],
  ['in the shadow of', 'next-to'],
  // Peeking or popping out of a boot, a box, a hat: in it, showing above its rim.
  ['peeking out of', 'in'],
  ['peeping out of', 'in'],
  ['popping out of', 'in'],
  ['poking out of', 'in'],
  ['sticking out of', 'in'],
  // "riding on a snail" is riding it, not standing on it.
  ['riding on', 'riding'],
  ['rides on', 'riding'],
  // A witch flying on her broom, a knight flying on a dragon: astride it, not stood on top of it.
  ['flying on', 'riding'],
  ['flies on', 'riding'],
  ['riding', 'riding'],
  ['rides', 'riding'],
  ['ride', 'riding'],
  ['on', 'on'],
  ['reading', 'reading'],
  ['reads', 'reading'],
  ['eating', 'eating'],
  ['eats', 'eating'],
  // Ways of eating: the food is eaten all the same.
  ['nibbling', 'eating'],
  ['nibbling on', 'eating'],
  ['munching', 'eating'],
  ['munching on', 'eating'],
  ['chewing', 'eating'],
  ['chewing on', 'eating'],
  ['gnawing on', 'eating'],
  ['licking', 'eating'],
  ['under', 'under'],
  ['underneath', 'under'],
  ['below', 'under'],
  ['in', 'in'],
  ['inside', 'in'],
  ['beside', 'next-to'],
  ['near', 'next-to'],
]

// Words that are particles after a verb ("sledding down a hill", "jumping out of the water"), never the
// drawing of a noun they share a spelling with (down: a feather); a noun only after a determiner ("the down").
export const PARTICLES = new Set(['down', 'up', 'out', 'over', 'off', 'around', 'away', 'along'])

// Where on something ("on the bottom of the sea", "at the top of the hill"): a position, never a drawing; what
// follows "of" is the place or thing. "On the base of its tail", "at the foot of the stairs", "the tip of its
// nose", "the rim of the bowl": as much where on it as the top is.
export const POSITIONS = new Set(
  'bottom top middle center centre side edge corner front back surface end inside outside base foot tip rim'.split(
    ' ',
  ),
)

export const DETERMINERS = new Set([
  'a',
  'an',
  'the',
  'some',
  'this',
  'that',
  'its',
  'his',
  'her',
  'their',
  'my',
])

// Page words ("picture", "drawing") that are a thing when a subject makes them: "painting a picture".
export const PAGE_WORDS = new Set(['picture', 'drawing', 'painting', 'page', 'sheet'])

export const PREPOSITIONS = new Set([
  'in',
  'on',
  'at',
  'under',
  'inside',
  'through',
  'over',
  'into',
  'across',
  'near',
  'by',
])

// Kinds of noun a drawing is made of: a leftover word of these kinds is something the page would lack.
export const DRAWABLE_KINDS = new Set([
  'noun.animal',
  'noun.artifact',
  'noun.food',
  'noun.person',
  'noun.plant',
  'noun.object',
])

// Kinds of noun that are no thing on a page even when a subject does something with them: "in the rain",
// "in the mud", "brushing his teeth", "at noon".
export const UNDRAWN_KINDS = new Set([
  'noun.substance',
  'noun.phenomenon',
  'noun.body',
  'noun.time',
  'noun.location',
  'noun.state',
  'noun.feeling',
  'noun.attribute',
  'noun.quantity',
  'noun.relation',
  'noun.motive',
  'noun.process',
  'noun.act',
  'noun.event',
  'noun.cognition',
  'noun.communication',
  'noun.possession',
  'noun.Tops',
])

// First senses that make a word a stuff, a part, a place or an event rather than a thing named on its own.
export const STUFF_KINDS = new Set([
  'noun.substance',
  'noun.body',
  'noun.phenomenon',
  'noun.location',
  'noun.time',
  'noun.act',
  'noun.event',
])

// Parts, patterns and page words: a page can lack them and still show what was asked.
export const INCIDENTAL = new Set(
  'valentine holiday hair mane fur feather feathers whisker whiskers paw paws claw claws beak trunk tusk tusks antler antlers fin fins ear ears nose leg legs arm arms hand hands foot feet head wing wings tail horn horns spot spots stripe stripes pattern patterns background border frame scene outline outlines detail details line lines face smile eye eyes back pouch lap belly tummy mandala number numbers shape shapes letter letters word words name text poster card banner sign'.split(
    ' ',
  ),
)
// The floor of a room and the ground outside: every page stands on its ground line, so neither is left out.
for (const underfoot of ['floor', 'ground']) INCIDENTAL.add(underfoot)

/** "dancing", "running": an action, not a thing ("a swing", "a string" are things). */
export function isAction(word: string): boolean {
  return /ing$/.test(word) && word.length > 5 && !DRAWABLE_KINDS.has(nounKind(word) ?? '')
}
