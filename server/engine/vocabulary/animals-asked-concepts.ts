import type { Concept } from './concept-types'
import { outlineConcept } from './outline-concept'

/**
 * Animals and a flower children ask for by name, drawn by Colorly (art/own-drawings/animals-asked.ts), by their
 * names, plurals and the names children use. A sausage dog was the plain dog, said; a swallow the small bird,
 * said; snowdrops an upright flower, said.
 */
export const ANIMALS_ASKED_CONCEPTS: Concept[] = [
  {
    ...outlineConcept(
      'dachshund',
      'colorly',
      'dachshund',
      'ground',
      'garden',
      'dachshunds,sausage dog,sausage dogs,wiener dog,wiener dogs,doxie,doxies,dachsie',
    ),
    headX: { colorly: 0.15 },
    mouth: { colorly: { x: 0.03, y: 0.5, facing: 'left' } },
  },
  {
    ...outlineConcept(
      'swallow',
      'colorly',
      'swallow',
      'sky',
      'sky',
      'swallows,barn swallow,barn swallows,house martin,house martins,martin,martins',
    ),
    headX: { colorly: 0.2 },
    mouth: { colorly: { x: 0.03, y: 0.4, facing: 'left' } },
  },
  outlineConcept('snowdrop', 'colorly', 'snowdrop', 'ground', 'garden', 'snowdrops,snow drop,snow drops'),
]
