import type { Concept } from './concept-types'
import { ownAnimal as animal, ownConcept } from './outline-concept'

const own = ownConcept

/**
 * Animals, animal homes and gear, and plants that children and teachers name and nothing else draws
 * (art/own-drawings/nature-kinds.ts; docs/decisions/0176-nature-kinds.md), by their names, plurals and synonyms.
 */
export const NATURE_KINDS_CONCEPTS: Concept[] = [
  animal('red-panda', 'ground', 'forest', 'red pandas,lesser panda,lesser pandas', 0.25, [0.2, 0.44]),
  animal('prairie-dog', 'ground', 'meadow', 'prairie dogs,prairiedog,prairiedogs', 0.5, [0.5, 0.36]),
  animal('flying-squirrel', 'sky', 'forest', 'flying squirrels,sugar glider,sugar gliders', 0.5, [0.5, 0.32]),
  animal('kingfisher', 'ground', 'forest', 'kingfishers,king fisher,king fishers', 0.4, [0.03, 0.35]),
  own('saddle', 'ground', 'farm', 'saddles,horse saddle,horse saddles,western saddle,riding saddle'),
  own('collar', 'ground', undefined, 'collars,dog collar,dog collars,cat collar,cat collars,pet collar'),
  own('hamster-wheel', 'ground', undefined, 'hamster wheels,exercise wheel,running wheel,hamster-wheel'),
  own(
    'litter-box',
    'ground',
    undefined,
    'litter boxes,litter tray,litter trays,cat litter,kitty litter,litterbox',
  ),
  own(
    'wasp-nest',
    'ground',
    'garden',
    "wasp nests,wasps nest,wasps' nest,wasp's nest,hornet nest,hornets nest",
  ),
  own('cat-flap', 'ground', undefined, 'cat flaps,cat door,cat doors,pet door,pet doors,dog flap,dog door'),
  own('termite-mound', 'ground', 'savanna', 'termite mounds,termite hill,termite hills,termite nest'),
  own('lavender', 'ground', 'garden', 'lavenders,lavender bush,lavender plant,sprig of lavender'),
  own(
    'succulent',
    'ground',
    undefined,
    'succulents,succulent plant,aloe,aloe vera,aloe plant,aloe vera plant,echeveria,jade plant,houseleek',
  ),
  own('bluebell', 'ground', 'forest', 'bluebells,harebell,harebells,bluebell flower'),
  own('ivy', 'ground', 'garden', 'ivies,ivy plant,ivy leaves,climbing ivy,english ivy'),
  own('weeping-willow', 'ground', 'meadow', 'weeping willows,willow,willow tree,willow trees,willows'),
  own('thistle', 'ground', 'meadow', 'thistles,thistle flower,scottish thistle'),
  own('bonsai', 'ground', undefined, 'bonsais,bonsai tree,bonsai trees'),
]
