import type { Concept } from './concept-types'
import { ownConcept } from './outline-concept'

const own = ownConcept

/**
 * Things people hold and use that nothing drew (art/own-drawings/held-sport-tools.ts), by their names. Only names
 * that mean the thing: "hammer" alone is the carpenter's, "baton" alone the relay runner's, "poles" alone a
 * telegraph pole's; the athletics hammer is named by its throw, the poles by the skiing or walking they help.
 */
export const HELD_SPORT_TOOLS_CONCEPTS: Concept[] = [
  own('discus', 'ground', undefined, 'discuses,discus throw,the discus'),
  own(
    'juggling-balls',
    'ground',
    undefined,
    'juggling ball,juggling clubs,juggling club,juggling pins,juggling beanbags,juggling balls',
  ),
  own(
    'conductor-baton',
    'table',
    undefined,
    "conductor's baton,conductors baton,conductor baton,conducting baton,conductor's batons,baton,batons",
  ),
  own('whip', 'ground', undefined, 'whips,bullwhip,bullwhips,horsewhip,horsewhips,riding whip,riding whips'),
  own(
    'ice-scraper',
    'table',
    undefined,
    'ice scrapers,windscreen scraper,windscreen scrapers,windshield scraper,windshield scrapers,scraper,scrapers',
  ),
  own(
    'sandpaper',
    'table',
    undefined,
    'sand paper,sanding block,sanding blocks,sandpaper block,glasspaper,glass paper,emery paper,sheet of sandpaper',
  ),
  own(
    'snowshoes',
    'ground',
    undefined,
    'snowshoe,snow shoes,snow shoe,pair of snowshoes,snowshoeing,snowshoe walking',
  ),
  own(
    'ski-poles',
    'ground',
    undefined,
    'ski poles,ski pole,ski sticks,walking poles,walking pole,hiking poles,hiking pole,trekking poles,trekking pole,nordic walking poles',
  ),
  own(
    'hang-glider',
    'sky',
    undefined,
    'hang gliders,hang-glider,hang-gliders,hangglider,hanggliders,hang gliding,hang-gliding',
  ),
  own(
    'athletics-hammer',
    'ground',
    undefined,
    'hammer throw,throwing hammer,athletics hammer,throwing the hammer,throw the hammer,throws the hammer,threw the hammer',
  ),
]
