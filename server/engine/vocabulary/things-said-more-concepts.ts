import type { Concept } from './concept-types'
import { outlineConcept as o, ownConcept as own } from './outline-concept'

/**
 * Everyday things the pages still said left out or drew as a kin ("Drawn without: quill pen", "Drawn as a
 * puppet: no marionette"), taken from the outline families where one reads at once as the thing
 * (docs/decisions/0238-things-said-more.md). Only names that mean the thing: "spring" alone is the season,
 * "horn" an animal's or a car's, "organ" stays with its two-word names.
 */
export const THINGS_SAID_MORE_OUTLINE_CONCEPTS: Concept[] = [
  o(
    'quill-pen',
    'game-icons',
    'quill-ink',
    'table',
    undefined,
    'quill pens,quill,quills,feather pen,feather pens,quill and ink,quill and inkpot,quill and ink pot,dip pen,dip pens',
  ),
  o(
    'cut-diamond',
    'game-icons',
    'cut-diamond',
    'table',
    undefined,
    'diamond,diamonds,cut diamond,cut diamonds,big diamond,sparkling diamond,shiny diamond',
  ),
  o(
    'coil-spring',
    'game-icons',
    'bouncing-spring',
    'ground',
    undefined,
    'coil springs,coiled spring,coiled springs,metal spring,metal springs,sofa springs,bed springs,mattress springs,old springs',
  ),
  o(
    'pipe-organ',
    'game-icons',
    'pipe-organ',
    'ground',
    undefined,
    'pipe organs,church organ,church organs,organ pipes,cathedral organ,the organ',
  ),
  o(
    'fedora',
    'game-icons',
    'fedora',
    'head',
    undefined,
    'fedoras,felt hat,felt hats,trilby,trilbies,trilby hat,homburg,trilby hats',
  ),
]

/** Colorly's own drawings of the same (art/own-drawings/things-said-more.ts). */
export const THINGS_SAID_MORE_CONCEPTS: Concept[] = [
  own(
    'marionette',
    'ground',
    undefined,
    'marionettes,string puppet,string puppets,puppet on strings,puppets on strings,wooden marionette,wooden puppet on strings',
  ),
  own(
    'music-stand',
    'ground',
    undefined,
    'music stands,sheet music stand,sheet music stands,music desk,orchestra stand',
  ),
  own('tweezers', 'table', undefined, 'tweezer,pair of tweezers,pairs of tweezers,forceps'),
  own(
    'eye-chart',
    'ground',
    undefined,
    'eye charts,letter chart,letter charts,eye test chart,eye test charts,snellen chart,optician chart,opticians chart,sight chart,vision chart',
  ),
  own(
    'alphorn',
    'ground',
    'meadow',
    'alphorns,alpenhorn,alpenhorns,alp horn,alp horns,swiss horn,alpine horn',
  ),
  own(
    'grooming-brush',
    'table',
    undefined,
    'grooming brushes,horse brush,horse brushes,dandy brush,dandy brushes,dog brush,dog brushes,pet brush,pet brushes,body brush,body brushes,pony brush,pony brushes,curry brush',
  ),
  own(
    'gingerbread-heart',
    'table',
    undefined,
    'gingerbread hearts,lebkuchen heart,lebkuchen hearts,lebkuchenherz,heart cookie,heart cookies,heart shaped cookie,heart shaped cookies,heart-shaped biscuit,heart shaped biscuit,heart biscuit,heart biscuits',
  ),
  own(
    'prayer-wheel',
    'ground',
    undefined,
    'prayer wheels,tibetan prayer wheel,tibetan prayer wheels,mani wheel,mani wheels',
  ),
]
