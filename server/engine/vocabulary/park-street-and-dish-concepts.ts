import type { Concept } from './concept-types'
import { ownConcept } from './outline-concept'

const own = ownConcept

/**
 * Park, street and classroom things, dishes and fruit that prompts name and nothing else draws
 * (art/own-drawings/park-street-and-craft.ts, dishes-and-fruit.ts;
 * docs/decisions/0171-play-street-and-craft-drawings.md), by their names, plurals and synonyms.
 */
export const PARK_STREET_AND_DISH_CONCEPTS: Concept[] = [
  // Sat in, the hips in the sag of its canvas and the legs over the front rail.
  {
    ...own(
      'deckchair',
      'ground',
      'beach',
      'deckchairs,deck chair,deck chairs,beach chair,beach chairs,striped deckchair',
    ),
    seat: { x: 0.5, y: 0.6, legs: 'hang', height: 7 },
  },
  own('bandstand', 'ground', 'park', 'bandstands,band stand,band stands,bandshell,bandshells,band shell'),
  own(
    'bus-shelter',
    'ground',
    'city',
    'bus shelters,bus stop shelter,bus stop shelters,bus shelter in the rain,shelter at the bus stop',
  ),
  own('maypole', 'ground', 'meadow', 'maypoles,may pole,may poles,maypole ribbons'),
  // Ridden sitting on the bar that hangs from its trolley, the hands on the cords and the feet off the ground.
  {
    ...own(
      'zip-line',
      'ground',
      'playground',
      'zip lines,zipline,ziplines,zip wire,zip wires,zipwire,zipwires',
    ),
    seat: { x: 0.54, y: 0.46, legs: 'hang', height: 15 },
  },
  own(
    'splash-pad',
    'ground',
    'park',
    'splash pads,splashpad,splashpads,splash park,splash parks,spray park,spray parks,water jets,water play area',
  ),
  own('paper-chain', 'ground', 'party', 'paper chains,paperchain,paperchains,paper garland,paper garlands'),
  own(
    'paint-set',
    'table',
    'classroom',
    'paint sets,paint box,paint boxes,paintbox,paintboxes,box of paints,watercolors,watercolours,watercolor set,watercolour set,watercolor paints,watercolour paints,set of paints',
  ),
  // Dishes and fruit
  own('mustard', 'table', 'kitchen', 'mustard bottle,mustard bottles,bottle of mustard,yellow mustard'),
  own('samosa', 'table', 'kitchen', 'samosas,samoosa,samoosas'),
  own('spring-roll', 'table', 'kitchen', 'spring rolls,springroll,springrolls,egg roll,egg rolls'),
  own(
    'kebab',
    'table',
    'kitchen',
    'kebabs,kabob,kabobs,kebob,kebobs,shish kebab,shish kebabs,skewer,skewers,kebab skewer,kebab skewers,shashlik,souvlaki',
  ),
  own('lasagna', 'table', 'kitchen', 'lasagne,lasagnas,lasagnes,slice of lasagna,slice of lasagne'),
  own('fig', 'table', undefined, 'figs,fresh fig,fresh figs'),
  own('lychee', 'table', undefined, 'lychees,litchi,litchis,lichee,lichees'),
]
