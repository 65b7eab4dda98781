import type { Concept } from './concept-types'
import { ownConcept as own } from './outline-concept'

/**
 * An iceberg, the whiskered grain crops and heather (art/own-drawings/ice-and-crops.ts;
 * docs/decisions/0216-plants-and-land-drawn.md): named by children and teachers, said or swapped until now.
 */
export const ICE_AND_CROPS_CONCEPTS: Concept[] = [
  // Drawn, not only the snowy scene (no longer a setting word): "a penguin on an iceberg" stands on the berg.
  own('iceberg', 'ground', 'snow', 'icebergs,ice berg,ice bergs'),
  own('barley', 'ground', 'meadow', 'ears of barley,barley ears,oats,oat,rye,ears of wheat,ear of wheat'),
  own('heather', 'ground', 'meadow', 'heathers,heather bush,heather bushes'),
]
