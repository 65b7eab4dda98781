import type { Concept } from './concept-types'
import { ownAnimal as animal } from './outline-concept'

/**
 * Animals drawn by Colorly that were drawn as another animal (art/own-drawings/animals-drawn-28.ts;
 * docs/decisions/0234-peahen-drawn.md), by their names and plurals: a peahen was a chicken.
 */
export const ANIMALS_DRAWN_28_CONCEPTS: Concept[] = [
  // A spider said to dangle or hang on its thread: the silk drawn from above it, never a spool of thread.
  animal(
    'dangling-spider',
    'sky',
    undefined,
    'dangling spider,dangling spiders,spider dangling,spiders dangling,spider on a thread,spider on its thread,spider hanging on its thread,spider dangling on its thread,spider dangling from its thread,spider hanging from a thread,spider hanging from its thread',
    0.5,
    [0.5, 0.8],
  ),
  // The walrus whole, lying on the ground: the head alone (game-icons) floated above the beach in a herd.
  animal('walrus', 'ground', 'snow', 'walruses', 0.2, [0.2, 0.56]),
  animal('peahen', 'ground', 'garden', 'peahens,pea hen,pea hens', 0.2, [0.09, 0.24]),
  // A frilled lizard running on its back legs with its frill spread (the lizard drawn before, no frill).
  animal(
    'frilled-lizard',
    'ground',
    'desert',
    'frilled lizards,frill-necked lizard,frill-necked lizards,frillneck lizard,frilled dragon,chlamydosaurus kingi',
    0.3,
    [0.16, 0.38],
  ),
]
