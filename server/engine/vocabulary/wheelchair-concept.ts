import type { Concept } from './concept-types'
import { outlineConcept } from './outline-concept'

/**
 * The wheelchair is Colorly's own drawing (art/own-drawings/wheelchair.ts), not the emoji's, which has no seat
 * and differs in each set: whoever is "in a wheelchair" sits on its seat, the legs over its front, and whoever
 * pushes it has the hands on its handles (plan PUSHED). The emoji's id is kept, so a motorised one stays apart.
 */
export const WHEELCHAIR_CONCEPTS: Concept[] = [
  {
    ...outlineConcept(
      'manual-wheelchair',
      'colorly',
      'manual-wheelchair',
      'ground',
      'city',
      'wheelchair,wheelchairs,wheel chair,wheel chairs,manual wheelchairs',
    ),
    seat: { x: 0.4, y: 0.52, legs: 'hang', height: 8, wheel: true },
  },
]
