import type { Concept } from './concept-types'
import { ownConcept as own } from './outline-concept'

/**
 * The kinds of building, tree and waterside a named landmark or a tree by its kind is drawn as
 * (art/own-drawings/places-by-kind.ts; docs/decisions/0195-landmarks-drawn-as-kind.md), by their names, plurals
 * and synonyms: a cathedral or minster is no village church, a palace or parliament no castle, the space station
 * no satellite, a baobab no round tree.
 */
export const PLACES_BY_KIND_CONCEPTS: Concept[] = [
  own(
    'cathedral',
    'ground',
    'city',
    'cathedrals,minster,minsters,basilica,basilicas,abbey,abbeys,priory,priories,great church',
  ),
  own(
    'palace',
    'ground',
    'city',
    'palaces,royal palace,royal palaces,parliament,parliaments,parliament building,parliament buildings,stately home,stately homes,mansion,mansions',
  ),
  own(
    'space-station',
    'sky',
    'space',
    'space stations,international space station,iss,orbital station,orbiting station',
  ),
  own(
    'steeple',
    'ground',
    'city',
    'steeples,church steeple,church steeples,church spire,church spires,spire,spires,church tower,bell tower',
  ),
  own(
    'acacia-tree',
    'ground',
    'savanna',
    'acacia,acacias,acacia tree,acacia trees,umbrella tree,umbrella thorn,thorn tree,thorn trees',
  ),
  own('baobab', 'ground', 'savanna', 'baobabs,baobab tree,baobab trees,monkey bread tree'),
  own(
    'redwood',
    'ground',
    'forest',
    'redwoods,redwood tree,redwood trees,giant redwood,giant redwoods,sequoia,sequoias,giant sequoia,giant sequoias,sequoia tree,sequoia trees',
  ),
  own(
    'maple-tree',
    'ground',
    'forest',
    'maple,maples,maple trees,red maple,red maples,red maple tree,red maple trees,sugar maple,japanese maple',
  ),
  own(
    'aqueduct',
    'ground',
    'meadow',
    'aqueducts,roman aqueduct,roman aqueducts,viaduct,viaducts,railway viaduct,railway viaducts,stone viaduct',
  ),
  own('slipway', 'ground', 'sea', 'slipways,slip way,boat ramp,boat ramps,launching ramp,lifeboat slipway'),
]
