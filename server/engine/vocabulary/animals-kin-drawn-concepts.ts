import type { Concept } from './concept-types'
import { ownAnimal as animal } from './outline-concept'

/**
 * Animals children ask for that were drawn as a kin and said, now drawn by Colorly
 * (art/own-drawings/animals-kin-drawn.ts; docs/decisions/0215-animals-kin-drawn.md), by their names and plurals.
 */
export const ANIMALS_KIN_DRAWN_CONCEPTS: Concept[] = [
  animal('tarsier', 'ground', 'forest', 'tarsiers', 0.2, [0.47, 0.42]),
  animal(
    'shoebill',
    'ground',
    'meadow',
    'shoebills,shoebill stork,shoebill storks,whalehead',
    0.3,
    [0.06, 0.26],
  ),
  animal('coati', 'ground', 'forest', 'coatis,coatimundi,coatimundis', 0.2, [0.02, 0.53]),
]
