import type { Concept } from './concept-types'
import { ownAnimal as animal, ownConcept } from './outline-concept'

/**
 * Wild animals and birds that were drawn as a cousin and said, or refused, drawn by Colorly
 * (art/own-drawings/wild-cousins.ts, birds-and-riverside.ts; docs/decisions/0194-animals-drawn-as-themselves.md),
 * and the reeds and the mayfly of a riverbank, by their names, plurals and the names children use.
 */
export const WILD_COUSINS_CONCEPTS: Concept[] = [
  animal('okapi', 'ground', 'forest', 'okapis,forest giraffe,forest giraffes', 0.2, [0.04, 0.36]),
  animal('warthog', 'ground', 'savanna', 'warthogs,wart hog,wart hogs', 0.2, [0.08, 0.72]),
  animal(
    'lynx',
    'ground',
    'snow',
    'lynxes,lynxs,bobcat,bobcats,caracal,caracals,eurasian lynx',
    0.22,
    [0.1, 0.4],
  ),
  animal(
    'puma',
    'ground',
    'forest',
    'pumas,cougar,cougars,mountain lion,mountain lions,catamount,catamounts,florida panther',
    0.18,
    [0.04, 0.44],
  ),
  animal(
    'musk-ox',
    'ground',
    'snow',
    'musk oxen,musk oxes,musk-oxen,muskox,muskoxen,musk ox,musk oxes',
    0.2,
    [0.1, 0.78],
  ),
  animal('wildebeest', 'ground', 'savanna', 'wildebeests,gnu,gnus,blue wildebeest', 0.25, [0.06, 0.62]),
  animal('mongoose', 'ground', 'savanna', 'mongooses,mongeese,mongoose family', 0.2, [0.03, 0.62]),
  animal(
    'tasmanian-devil',
    'ground',
    'forest',
    'tasmanian devils,tassie devil,tassie devils,taz devil',
    0.22,
    [0.05, 0.55],
  ),
  animal(
    'shrew',
    'ground',
    'forest',
    'shrews,shrewmouse,shrew mouse,pygmy shrew,water shrew,elephant shrew',
    0.15,
    [0.02, 0.72],
  ),
  animal(
    'hornbill',
    'ground',
    'forest',
    'hornbills,toucan hornbill,rhinoceros hornbill,great hornbill',
    0.3,
    [0.05, 0.5],
  ),
  animal(
    'spoonbill',
    'ground',
    'meadow',
    'spoonbills,roseate spoonbill,roseate spoonbills',
    0.3,
    [0.05, 0.47],
  ),
  ownConcept('reed', 'ground', 'garden', 'reeds,reed bed,reed beds,reedbed,reedbeds,water reeds'),
  animal('mayfly', 'sky', 'garden', 'mayflies,may fly,may flies,dayfly,dayflies', 0.22, [0.18, 0.64]),
]
