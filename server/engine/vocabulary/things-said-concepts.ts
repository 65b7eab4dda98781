import type { Concept } from './concept-types'
import { ownConcept } from './outline-concept'

const own = ownConcept

/**
 * Everyday things the prompts named and the page said left out (art/own-drawings/things-said.ts,
 * docs/decisions/0235-things-said-drawn.md), by their names and the common British and American ones. Only
 * names that mean the thing: "file" alone is also a nail file, "pad" a notepad, "net" a fishing net or a goal's.
 */
export const THINGS_SAID_CONCEPTS: Concept[] = [
  own(
    'planks',
    'ground',
    undefined,
    'plank,wooden plank,wooden planks,old planks,pile of planks,stack of planks,floorboard,floorboards,lumber,timber boards,wooden boards,planks of wood,plank of wood',
  ),
  own(
    'cross',
    'ground',
    undefined,
    'crosses,wooden cross,wooden crosses,christian cross,crucifix,crucifixes',
  ),
  own(
    'hamper',
    'ground',
    'park',
    'hampers,picnic hamper,picnic hampers,wicker hamper,wicker hampers,christmas hamper,food hamper,hamper basket',
  ),
  own(
    'window-box',
    'ground',
    'garden',
    'window boxes,windowbox,windowboxes,flower box,flower boxes,window planter',
  ),
  own(
    'mosaic',
    'ground',
    undefined,
    'mosaics,mosaic floor,mosaic floors,roman mosaic,tile mosaic,mosaic tiles,mosaic picture,mosaic of a fish',
  ),
  own(
    'patchwork-quilt',
    'ground',
    undefined,
    'patchwork quilts,patchwork,patchwork blanket,patchwork blankets,patchwork cover,quilted patchwork',
  ),
  own(
    'maze',
    'ground',
    undefined,
    'mazes,labyrinth,labyrinths,hedge maze,hedge mazes,hay bale maze,maze puzzle',
  ),
  own(
    'bowling-pin',
    'ground',
    undefined,
    'bowling pins,skittle,ten pin,tenpin,nine pin,ninepin,ninepins,wooden skittle,wooden skittles',
  ),
  own(
    'sieve',
    'table',
    'kitchen',
    'sieves,sifter,sifters,flour sieve,flour sifter,~tea strainer,~tea strainers',
  ),
  own(
    'embroidery-hoop',
    'table',
    undefined,
    'embroidery hoops,embroidery,embroidery frame,cross stitch,cross-stitch,cross stitching,needlepoint,sewing hoop',
  ),
  own(
    'inline-skate',
    'ground',
    undefined,
    'inline skates,in-line skate,in-line skates,rollerblade,rollerblades,roller blade,roller blades',
  ),
  own(
    'folder',
    'table',
    undefined,
    'folders,files,file folder,file folders,~ring binder,~ring binders,binder,binders,document folder,pile of files,stack of files,paperwork,dossier',
  ),
  own(
    'kick-pad',
    'ground',
    undefined,
    'kick pads,kicking pad,kicking pads,kick shield,kick shields,strike shield,thai pad,thai pads,focus pad,focus pads,focus mitt,focus mitts,boxing pad,boxing pads,punch pad,punch pads,punching pad,punching pads',
  ),
  own(
    'mat',
    'ground',
    undefined,
    'mats,straw mat,straw mats,woven mat,woven mats,rush mat,reed mat,grass mat,beach mat,sleeping mat,floor mat,raffia mat',
  ),
  own(
    'star-lantern',
    'sky',
    undefined,
    'star lanterns,parol,parols,parol lantern,parol lanterns,star-shaped lantern,paper star,paper star lantern,christmas star lantern,moravian star',
  ),
  own(
    'brigid-cross',
    'ground',
    undefined,
    "brigid cross,brigid's cross,brigids cross,st brigid's cross,saint brigid's cross,rush cross,rushes cross",
  ),
]
