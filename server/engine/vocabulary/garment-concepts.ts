import type { Concept } from './concept-types'
import { ownConcept } from './outline-concept'

const own = (id: string, aliases: string): Concept => ownConcept(id, 'ground', 'bedroom', aliases)

/**
 * Clothes a child names that no emoji or icon family draws (art/own-drawings/garments.ts,
 * docs/decisions/0130-worn-garments.md). Worn by a person, the figure draws them in its own lines
 * (scene/worn-on-figure.ts); alone, the page is the garment laid out in a bedroom.
 */
export const GARMENT_CONCEPTS: Concept[] = [
  own('skirt', 'skirts,pleated skirt,pleated skirts'),
  own(
    'sweater',
    'sweaters,jumper,jumpers,pullover,pullovers,woolly jumper,wooly jumper,woolly jumpers,christmas jumper,christmas jumpers,christmas sweater,christmas sweaters,knitted sweater,knitted jumper',
  ),
  own('cardigan', 'cardigans,cardi,cardie'),
  own('pajamas', 'pyjamas,pjs,pj,pajama,pyjama,pajama set,pyjama set'),
  own('bathrobe', 'bathrobes,bath robe,bath robes,dressing gown,dressing gowns,housecoat,housecoats'),
]
