import type { Concept } from './concept-types'
import { outlineConcept, ownConcept as own } from './outline-concept'

const o = outlineConcept

/**
 * Things at home, at school and in sport the outline families draw and nothing reached: a penknife had been a
 * kitchen knife, football boots hiking boots, an armchair the sofa, a bowling alley left out
 * (docs/decisions/0193-home-school-and-sport-things.md). Each was looked at alone and on a page.
 */
export const HOME_SPORT_OUTLINE_CONCEPTS: Concept[] = [
  o(
    'bowling-alley',
    'game-icons',
    'bowling-alley',
    'ground',
    undefined,
    'bowling alleys,bowling lane,bowling lanes,ten pin bowling,tenpin bowling,ten-pin bowling,skittle alley',
  ),
  o(
    'penknife',
    'game-icons',
    'swiss-army-knife',
    'table',
    undefined,
    'penknives,pen knife,pocket knife,pocket knives,pocketknife,swiss army knife,swiss army knives,folding knife',
  ),
  o(
    'football-boots',
    'mdi',
    'shoe-cleat',
    'ground',
    undefined,
    'football boot,soccer boots,soccer boot,soccer cleats,cleats,cleat,rugby boots',
  ),
  // Laces are what a child ties: the high-top's laces are its biggest part, so the shoe is drawn for them.
  o(
    'shoelaces',
    'game-icons',
    'converse-shoe',
    'ground',
    undefined,
    'shoelace,shoe laces,shoe lace,laces,lace-up shoes,lace up shoes,laced shoes',
  ),
  o(
    'armchair',
    'mdi',
    'sofa-single',
    'ground',
    undefined,
    'armchairs,arm chair,arm chairs,easy chair,squashy armchair',
  ),
  o(
    'razor',
    'game-icons',
    'razor',
    'table',
    undefined,
    'razors,cut-throat razor,cut throat razor,straight razor,shaving razor,safety razor',
  ),
]

/**
 * The same kind of things drawn by Colorly itself (art/own-drawings/home-and-sport.ts), where no family holds
 * them: a changing mat, a pile of leaves, a yoga mat, a cloakroom, a magazine, a collage, a shaving brush, and a
 * rug.
 */
export const HOME_SPORT_OWN_CONCEPTS: Concept[] = [
  own(
    'changing-mat',
    'ground',
    'bedroom',
    'changing mats,baby changing mat,changing pad,changing pads,changing table',
  ),
  own(
    'leaf-pile',
    'ground',
    'park',
    'leaf piles,pile of leaves,piles of leaves,heap of leaves,heaps of leaves,pile of dead leaves,pile of autumn leaves,big pile of leaves,leaf heap,leaf pile',
  ),
  own('yoga-mat', 'ground', undefined, 'yoga mats,exercise mat,exercise mats,fitness mat,pilates mat'),
  own(
    'cloakroom',
    'ground',
    'classroom',
    'cloakrooms,cloak room,coat pegs,coat peg,school pegs,row of pegs,pegs for coats,coat hooks',
  ),
  own('magazine', 'table', undefined, 'magazines,comic magazine,glossy magazine'),
  own('collage', 'ground', 'classroom', 'collages,picture collage,paper collage,photo collage'),
  own('shaving-brush', 'table', undefined, 'shaving brushes,shave brush,lather brush'),
  own('rug', 'ground', 'bedroom', 'rugs,carpet,carpets,hearth rug,play rug,play mat,playmat'),
]
