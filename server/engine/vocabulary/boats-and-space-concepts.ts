import type { Concept } from './concept-types'
import { ownConcept as own } from './outline-concept'

/**
 * Boats of the world and things of space by their names, plurals and synonyms (art/own-drawings/boats-and-space.ts;
 * docs/decisions/0202-boats-skies-and-named-places.md). A felucca and a dhow share the lateen sail that makes
 * them; "junk" alone is rubbish, so only the boat's own phrases read as the junk (plan/sea-senses.ts).
 */
export const BOATS_AND_SPACE_CONCEPTS: Concept[] = [
  own(
    'felucca',
    'surface',
    'sea',
    'feluccas,dhow,dhows,arab dhow,arab dhows,lateen boat,lateen boats,lateen sailboat,lateen sailboats,nile boat,nile boats',
  ),
  own('chinese-junk', 'surface', 'sea', 'junk boat,junk ship,sailing junk'),
  own('gondola', 'surface', 'sea', 'gondolas,venetian gondola,venetian gondolas,venice gondola'),
  own(
    'space-probe',
    'sky',
    'space',
    'space probes,probe ship,comet lander,comet landers,voyager probe,rosetta probe,philae lander,deep space probe',
  ),
  own('neptune', 'sky', 'space', 'planet neptune,the planet neptune'),
  own(
    'lighthouse-beam',
    'ground',
    'beach',
    'lighthouse beams,lighthouse light,lighthouse lights,lighthouse lamp,shining lighthouse,flashing lighthouse',
  ),
  own(
    'light-beams',
    'sky',
    undefined,
    'light beam,beam of light,beams of light,shaft of light,shafts of light,ray of light,rays of light,sunbeam,sunbeams,sun beam,sun beams,sun rays,rays of sunshine,rays of sunlight,shafts of sunlight',
  ),
]
