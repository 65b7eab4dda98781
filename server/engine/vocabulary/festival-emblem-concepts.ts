import type { Concept } from './concept-types'
import { outlineConcept } from './outline-concept'

/**
 * Emblems of the world's festivals that nothing else draws (art/own-drawings/festival-emblems.ts;
 * docs/decisions/0182-festivals-read-whole.md), by their names, plurals and the names children use for them.
 */
export const FESTIVAL_EMBLEM_CONCEPTS: Concept[] = [
  outlineConcept(
    'sugar-cane',
    'colorly',
    'sugar-cane',
    'ground',
    'farm',
    'sugar canes,sugarcane,sugarcanes,stalk of sugar cane,stalks of sugar cane',
  ),
  outlineConcept(
    'rice-cake',
    'colorly',
    'rice-cake',
    'table',
    undefined,
    'rice cakes,mochi,mochis,songpyeon,tteok,rice cake balls,kagami mochi,nian gao',
  ),
  outlineConcept(
    'coal',
    'colorly',
    'coal',
    'ground',
    undefined,
    'lump of coal,lumps of coal,coals,piece of coal',
  ),
  outlineConcept('palm-cross', 'colorly', 'palm-cross', 'table', undefined, 'palm crosses,palm leaf cross'),
  outlineConcept(
    'longship',
    'colorly',
    'longship',
    'surface',
    'sea',
    'longships,long ship,long ships,viking ship,viking ships,viking longship,viking longships,viking boat,viking boats,galley',
  ),
  outlineConcept('shoebox', 'colorly', 'shoebox', 'ground', undefined, 'shoeboxes,shoe box,shoe boxes'),
  outlineConcept(
    'ogre-mask',
    'colorly',
    'ogre-mask',
    'ground',
    undefined,
    'ogre masks,oni mask,oni masks,demon mask,demon masks,setsubun mask',
  ),
  outlineConcept(
    'dragon-boat',
    'colorly',
    'dragon-boat',
    'surface',
    'sea',
    'dragon boats,dragonboat,dragonboats,dragon boat race,dragon boat racing',
  ),
  outlineConcept(
    'shofar',
    'colorly',
    'shofar',
    'table',
    undefined,
    "shofars,shofroth,ram horn,rams horn,ram's horn",
  ),
  outlineConcept(
    'rangoli',
    'colorly',
    'rangoli',
    'ground',
    undefined,
    'rangolis,kolam,kolams,pookalam,pookalams,flower carpet,flower carpets,rangoli pattern,flower rangoli',
  ),
  outlineConcept(
    'flaming-torch',
    'colorly',
    'flaming-torch',
    'ground',
    undefined,
    'flaming torches,burning torch,burning torches,fire torch,fire torches,olympic torch,tiki torch,tiki torches,blazing torch',
  ),
]
