import type { Concept } from './concept-types'
import { ownAnimal as animal } from './outline-concept'

/**
 * More animals children ask for that were drawn as a kin and said, or refused, now drawn by Colorly
 * (art/own-drawings/animals-kin-drawn-more.ts; docs/decisions/0222-animals-kin-drawn-more.md), by their names and
 * plurals. The pike is the fish unless a soldier or a knight carries it (plan/other-sense-here.ts): "a knight with a pike" keeps
 * the weapon.
 */
export const ANIMALS_KIN_DRAWN_MORE_CONCEPTS: Concept[] = [
  animal('pike', 'water', 'sea', 'pikes,pike fish,northern pike,northern pikes', 0.12, [0.02, 0.5]),
  animal('hoopoe', 'ground', 'meadow', 'hoopoes', 0.25, [0.05, 0.45]),
  animal(
    'oystercatcher',
    'ground',
    'beach',
    'oystercatchers,oyster catcher,oyster catchers',
    0.3,
    [0.03, 0.34],
  ),
  animal(
    'lapwing',
    'ground',
    'meadow',
    'lapwings,peewit,peewits,green plover,green plovers',
    0.3,
    [0.12, 0.33],
  ),
  animal('sunbird', 'ground', 'garden', 'sunbirds,sun bird,sun birds', 0.35, [0.1, 0.42]),
  animal('curlew', 'ground', 'beach', 'curlews', 0.3, [0.03, 0.58]),
  animal(
    'guinea-fowl',
    'ground',
    'farm',
    'guinea fowl,guinea fowls,guineafowl,guineafowls,guinea hen,guinea hens',
    0.25,
    [0.1, 0.27],
  ),
  animal('wolverine', 'ground', 'forest', 'wolverines,glutton,gluttons', 0.15, [0.04, 0.55]),
  animal('chamois', 'ground', 'snow', 'chamoises', 0.2, [0.08, 0.37]),
  animal(
    'bush-baby',
    'ground',
    'forest',
    'bush baby,bush babies,bushbaby,bushbabies,galago,galagos',
    0.4,
    [0.39, 0.36],
  ),
]
