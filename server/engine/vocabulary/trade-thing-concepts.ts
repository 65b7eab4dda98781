import type { Concept } from './concept-types'
import { ownConcept } from './outline-concept'

const own = ownConcept

/**
 * The things trades work with that nothing drew (art/own-drawings/trade-things.ts, plan/trade-tools.ts):
 * named alone or given to the trade that works with them. Only names that mean the thing: "straw" alone is
 * also what a drink is sipped through, "rack" a coat's or a bike's, "trolley" a shop's.
 */
export const TRADE_THING_CONCEPTS: Concept[] = [
  own(
    'handbell',
    'table',
    undefined,
    'handbells,hand bell,hand bells,town crier bell,school bell,brass bell',
  ),
  own(
    'straw-bundle',
    'ground',
    'farm',
    'straw bundle,straw bundles,bundle of straw,bundles of straw,sheaf,sheaves,sheaf of straw,sheaves of straw,thatch,thatching straw,bundle of reeds,bundles of reeds',
  ),
  own('welding-torch', 'table', undefined, 'welding torches,welding torch,blowtorch,blowtorches,blow torch'),
  own('sparks', 'sky', undefined, 'spark,flying sparks,shower of sparks'),
  own(
    'tripod',
    'ground',
    undefined,
    "tripods,theodolite,theodolites,surveyor's tripod,surveyors tripod,surveyor's level,surveying instrument,survey instrument",
  ),
  own(
    'tiles',
    'table',
    undefined,
    'tile,wall tiles,floor tiles,bathroom tiles,kitchen tiles,ceramic tiles,blue tiles,square tiles,tiling',
  ),
  own(
    'fabric-roll',
    'table',
    undefined,
    'fabric,fabrics,roll of fabric,rolls of fabric,bolt of fabric,bolts of fabric,bolt of cloth,bolts of cloth,roll of cloth,cloth,flowery fabric',
  ),
  own('crook', 'ground', 'farm', "crooks,shepherd's crook,shepherds crook,shepherd crook,shepherd's staff"),
  own(
    'drinks-trolley',
    'ground',
    undefined,
    'drinks trolley,drinks trolleys,drinks cart,drinks carts,drink cart,beverage cart,refreshment trolley,tea trolley,trolley of drinks,snack trolley,airline trolley',
  ),
  own(
    'cheese-rack',
    'ground',
    undefined,
    'cheese racks,cheese rack,cheese shelves,cheese shelf,racks of cheese,rack of cheese,shelves of cheese',
  ),
  own(
    'barrel',
    'ground',
    undefined,
    'barrels,oak barrel,oak barrels,wooden barrel,wooden barrels,wine barrel,beer barrel,cask,casks',
  ),
  own('gavel', 'table', undefined, "gavels,auctioneer's hammer,auctioneer's gavel,judge's gavel"),
  own(
    'stone-wall',
    'ground',
    undefined,
    'stone walls,dry stone wall,dry stone walls,drystone wall,drystone walls,dry-stone wall,dry-stone walls',
  ),
  own('trapeze', 'ground', undefined, 'trapezes,flying trapeze,flying trapezes,circus trapeze,trapeze bar'),
]
