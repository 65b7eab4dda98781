import type { Concept } from './concept-types'
import { ownConcept } from './outline-concept'

const own = ownConcept

/**
 * What animals leave and make, drawn by Colorly (art/own-drawings/animal-signs.ts), by their names, plurals and
 * synonyms. A molehill was WordNet's hillock, drawn as a mountain; frogspawn was refused; a laser's dot was a
 * saucer; a snake's shed skin went unsaid.
 */
export const ANIMAL_SIGNS_CONCEPTS: Concept[] = [
  own(
    'snake-skin',
    'ground',
    'desert',
    'snake skin,snake skins,snakeskin,snakeskins,shed skin,shed snake skin,sloughed skin',
  ),
  own('molehill', 'ground', 'garden', 'molehills,mole hill,mole hills,mole mound,mole mounds'),
  own(
    'frogspawn',
    'ground',
    'garden',
    'frog spawn,frogs spawn,toad spawn,toadspawn,frog eggs,frogs eggs,toad eggs',
  ),
  own('laser-dot', 'ground', undefined, 'laser dots,laser light,laser spot,laser pointer dot,red laser dot'),
  own('beaver-lodge', 'ground', 'forest', 'beaver lodges,beavers lodge,lodge of a beaver'),
]
