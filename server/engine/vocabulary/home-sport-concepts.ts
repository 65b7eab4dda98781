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
  // Garden, school, table and holiday things (art/own-drawings/home-garden-and-table.ts): a garden fork had been
  // the table's knife and fork, a cricket bat the flying bat, a lilo the character Stitch, a tagine refused.
  own('garden-fork', 'ground', 'garden', 'garden forks,digging fork,digging forks'),
  own('cricket-bat', 'ground', undefined, 'cricket bats'),
  own(
    'bug-hotel',
    'ground',
    'garden',
    'bug hotels,insect hotel,insect hotels,bee hotel,bee hotels,minibeast hotel,bug house,bug houses',
  ),
  own('compost-heap', 'ground', 'garden', 'compost heaps,compost pile,compost piles,heap of compost'),
  own('leaf-blower', 'ground', 'garden', 'leaf blowers,leafblower'),
  own('hole-punch', 'table', 'classroom', 'hole punches,hole puncher,paper punch'),
  own('school-uniform', 'ground', undefined, 'school uniforms,school jumper,school jumpers'),
  own(
    'netball-hoop',
    'ground',
    undefined,
    'netball hoops,netball post,netball posts,netball ring,netball goal',
  ),
  own('shin-pads', 'ground', undefined, 'shin pad,shinpads,shinpad,shin guards,shin guard'),
  own('tagine', 'table', undefined, 'tagines,tajine,tajines'),
  own('couscous', 'table', undefined, 'cous cous'),
  own('shortbread', 'table', undefined, 'shortbread fingers,shortbread biscuits,shortbread biscuit'),
  own('crumpet', 'table', undefined, 'crumpets'),
  own('sausage-roll', 'table', undefined, 'sausage rolls'),
  own('lilo', 'water', 'beach', 'lilos,li-lo,li-los,pool lilo'),
  own('windbreak', 'ground', 'beach', 'windbreaks,wind break,wind breaks'),
  own('hanky', 'table', undefined, 'hankies,hankie,hankys,handkerchief,handkerchiefs'),
  own(
    'clothes-horse',
    'ground',
    undefined,
    'clothes horses,clothes airer,clothes airers,airer,airers,drying rack,drying racks,clothes drying rack,laundry rack,laundry racks',
  ),
  own('toast-rack', 'table', undefined, 'toast racks'),
  own(
    'scrubbing-brush',
    'table',
    undefined,
    'scrubbing brushes,scrub brush,scrub brushes,stiff brush,stiff brushes,hand brush,hand brushes',
  ),
  own('tinsel', 'ground', undefined, 'tinsel garland,tinsel garlands'),
]
