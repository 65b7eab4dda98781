import type { Concept } from './concept-types'
import { ownAnimal as animal, ownConcept } from './outline-concept'

/**
 * Animals children and teachers ask for that were refused or drawn as a cousin, drawn by Colorly
 * (art/own-drawings/animals-asked-more.ts; docs/decisions/0201-animals-asked-more.md), by their names, plurals
 * and the names children use. The quail and the grouse are round game birds with no comb: the partridge's shape.
 */
export const ANIMALS_ASKED_MORE_CONCEPTS: Concept[] = [
  animal(
    'partridge',
    'ground',
    'meadow',
    'partridges,grey partridge,red-legged partridge,quail,quails,grouse,grouses,red grouse,ptarmigan,ptarmigans,francolin',
    0.2,
    [0.14, 0.38],
  ),
  animal('bearded-dragon', 'ground', 'desert', 'bearded dragons,beardie,beardies,pogona', 0.12, [0.04, 0.72]),
  animal('honey-badger', 'ground', 'savanna', 'honey badgers,ratel,ratels', 0.15, [0.04, 0.64]),
  animal(
    'zebu',
    'ground',
    'farm',
    'zebus,zebu cow,zebu cows,brahman cow,brahman cattle,humped cow,humped cattle',
    0.2,
    [0.1, 0.64],
  ),
  animal('earwig', 'ground', 'garden', 'earwigs', 0.12, [0.06, 0.5]),
  animal('jerboa', 'ground', 'desert', 'jerboas,desert jerboa,long-eared jerboa', 0.22, [0.14, 0.5]),
  ownConcept('sea-anemone', 'water', 'ocean', 'sea anemones,beadlet anemone,beadlet anemones'),
  animal(
    'water-boatman',
    'water',
    'garden',
    'water boatmen,water boatmans,backswimmer,backswimmers,water bug',
    0.15,
    [0.08, 0.5],
  ),
  animal('numbat', 'ground', 'forest', 'numbats,banded anteater,banded anteaters', 0.2, [0.02, 0.62]),
  animal(
    'hammerhead-shark',
    'water',
    'ocean',
    'hammerhead sharks,hammerhead,hammerheads,great hammerhead',
    0.05,
    [0.03, 0.5],
  ),
]
