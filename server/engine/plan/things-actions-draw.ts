// The things an action draws itself round the figure (a boat sat in, a hose, a picnic blanket): their words
// are claimed as drawn, their drawings not placed apart, and they are named with what the page shows.

import { animalOnDraws } from './animal-on-person'
import { artPose } from './body-poses'
import { contactDraws } from './contact'
import { doingDraws } from './doing-actions'
import { moveDraws } from './moves'
import type { PeopleAction } from './people-plan'

// Things an action draws itself, so their drawing is not placed apart: a boat the figure sits in, a karate uniform.
export const ABSORBED: Partial<Record<PeopleAction, RegExp>> = {
  karate: /martial-arts-uniform/,
  boat: /boat|canoe|ship/,
  fish: /boat|canoe|ship|fishing-pole|^fish$|tropical-fish/,
  sandcastle: /castle|bucket|shovel|beach/,
  picnic: /basket|blanket/,
  spray: /hose|droplet|water/,
  // The vocabulary reads "waving" as a sea wave and "dancing" as the theatre masks: the pose says it.
  wave: /water-wave/,
  // The pose draws the trampoline under the jumper; Colorly's own drawing is for an animal bouncing on one.
  trampoline: /^trampoline$/,
  // Skates are worn, drawn on the feet; a skateboard is stood on.
  skate: /ice-skate|roller-skate|lawn/,
  swim: /swimming|water|pool/,
  push: /lawn$|grass|fallen-leaf/,
  dance: /performing-arts/,
  // The birthday cake's drawing carries its candles.
  cake: /^candle$/,
  // The marshmallow (its own drawing, or read as a sweet) or the hot dog is drawn on the roasting stick.
  roast: /^(candy|marshmallow|hot-dog)$/,
  // The tub, the board, the table and the kitchen's things are drawn round the figure by code.
  bath: /bathtub|bubble|soap|sponge/,
  chalkboard: /blackboard|whiteboard|chalk/,
  dinner: /^(table|plate|fork|spoon|fork-and-knife|fork-and-knife-with-plate)$/,
  'chop-food': /knife|cutting-board|^vegetable/,
}
// Words these actions draw, which the vocabulary may not: no longer missing.
export const DRAWN_WORDS =
  'hose water spraying watering rod pole line fishing picnic blanket sandcastle sand castle bucket spade shovel karate uniform belt cartwheel cartwheels handstand yoga trampoline marshmallow marshmallows stick bubbles bubble chalk vegetables veggies knife board plates plate balance beam net cello pom poms pompom pompoms dinner supper breakfast lunch meal shoulders phone telephone sink soap stool pail dandelion dandelions wand sponge cliff trash garbage rubbish letter letters envelope piggyback ride snow angel angels picture pictures monkey bars rope'.split(
    ' ',
  )

// Of the words above, the things a page shows (not the activity: "fishing", "picnic").
export const TOOL_WORDS = [
  'hose',
  'rod',
  'pole',
  'blanket',
  'sandcastle',
  'trampoline',
  'marshmallow',
  'marshmallows',
  'stick',
  'dandelion',
  'cliff',
  'stage',
]
// What an action draws whether or not the prompt names it (scene/people-actions.ts): named with the rest.
export const ACTION_THINGS: Partial<Record<PeopleAction, string[]>> = {
  fish: ['fishing rod', 'fish'],
  picnic: ['picnic blanket', 'basket'],
  chalkboard: ['chalk'],
  // The sling an arm is in is drawn by code round the forearm (scene/body-pose-items.ts).
  sling: ['sling'],
  sink: ['sink'],
  trash: ['trash bag', 'trash can'],
  dinner: ['plate'],
  // Watering or spraying draws the hose and its water, named or not ("watering his roses").
  spray: ['hose'],
  'chop-food': ['cutting board', 'knife', 'vegetables'],
  beam: ['balance beam'],
  net: ['net'],
  cello: ['cello'],
  cheer: ['pom poms'],
  // The angel pressed into the snow round the child lying in it (scene/snow-angel-items.ts).
  'snow-angel': ['snow angel'],
  // The lead from the hand to the pet walked, or the harness line to what it pulls (scene/animal-on-person-items.ts).
  pulled: ['leash'],
}

/** The words of things the action draws by code, claimed as drawn. */
export function claimDrawn(action: PeopleAction, ws: string[], claimed: Set<string>) {
  for (const w of DRAWN_WORDS) if (ws.includes(w) && actionDraws(action, w)) claimed.add(w)
  // The hands shaken, the arms linked, the high five: the pair's pose (contact.ts).
  for (const [k, w] of ws.entries())
    for (const said of [w, `${w} ${ws[k + 1]}`]) if (contactDraws(action, said)) claimed.add(said)
  for (const w of ws) if (animalOnDraws(action, w)) claimed.add(w)
  // Snow angels are the pose's, as the gear reading names them ("snow angel", one).
  if (action === 'snow-angel') for (const w of ['snow', 'angel']) claimed.add(w)
  for (const w of moveDraws(action, ws)) claimed.add(w)
  // The martial art the stance shows, by its kind ("kung fu", "tai chi"), as karate is.
  if (action === 'karate' || action === 'balance-on')
    for (const k of ws.keys()) for (const w of artPose(ws, k)?.words ?? []) claimed.add(w)
}

function actionDraws(action: PeopleAction, word: string): boolean {
  if (doingDraws(action, word)) return true
  if (action === 'spray') return /hose|water|spray/.test(word)
  if (action === 'fish' || action === 'boat') return /rod|pole|line|fishing|water/.test(word)
  if (action === 'picnic') return /picnic|blanket/.test(word)
  if (action === 'sandcastle') return /sand|castle|bucket|spade|shovel/.test(word)
  if (action === 'karate') return /karate|uniform|belt/.test(word)
  if (action === 'cartwheel') return /cartwheel|handstand/.test(word)
  if (action === 'yoga') return word === 'yoga'
  if (action === 'trampoline') return word === 'trampoline'
  if (action === 'roast') return /^(marshmallows?|stick)$/.test(word)
  if (action === 'bath') return /^bubbles?$/.test(word)
  if (action === 'chalkboard') return word === 'chalk'
  if (action === 'dinner') return /^(plates?|dinner|supper|breakfast|lunch|meal)$/.test(word)
  if (action === 'chop-food') return /^(vegetables|veggies|knife|board)$/.test(word)
  if (action === 'beam') return /^(balance|beam)$/.test(word)
  if (action === 'net') return word === 'net'
  if (action === 'cello') return word === 'cello'
  if (action === 'cheer') return /^(pom|poms|pompoms?)$/.test(word)
  if (action === 'snow-angel') return /^(snow|angels?)$/.test(word)
  if (action === 'hang') return /^(monkey|bars|rope)$/.test(word)
  return false
}
