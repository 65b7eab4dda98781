import type { Concept } from './concept-types'
import { ownAnimal as animal } from './outline-concept'

/**
 * Animals drawn by Colorly that were drawn as another animal (art/own-drawings/animals-drawn-28.ts;
 * docs/decisions/XXXX-peahen-and-young-drawn.md), by their names and plurals: a peahen was a chicken.
 */
export const ANIMALS_DRAWN_28_CONCEPTS: Concept[] = [
  animal('peahen', 'ground', 'garden', 'peahens,pea hen,pea hens', 0.2, [0.09, 0.24]),
]
