import type { Concept } from './concept-types'
import { ownConcept } from './outline-concept'

const own = ownConcept

/**
 * Made things a child or a teacher names, measured by kind against their commonest members (hand tools and
 * instruments, worn things, parts of buildings, vehicles): the ones nothing drew
 * (art/own-drawings/made-*.ts, docs/decisions/0177-made-things-by-kind.md). Worn by a person, the suit, the
 * tracksuit, the veil, the tutu and the beret are drawn in the figure's own lines (scene/worn-on-figure.ts).
 */
export const MADE_THINGS_CONCEPTS: Concept[] = [
  // Hand tools
  own('hoe', 'ground', 'garden', 'hoes,garden hoe,garden hoes'),
  own('mallet', 'table', undefined, 'mallets,wooden mallet,wooden mallets,rubber mallet'),
  own('crowbar', 'ground', undefined, 'crowbars,crow bar,pry bar,prybar,jemmy'),
  own('slingshot', 'table', 'garden', 'slingshots,sling shot,catapult,catapults'),
  own('spirit-level', 'table', undefined, 'spirit levels,bubble level,carpenters level,builders level'),
  own('chisel', 'table', undefined, 'chisels,wood chisel,wood chisels'),
  own('hacksaw', 'table', undefined, 'hacksaws,hack saw,hack saws'),
  own(
    'garden-shears',
    'ground',
    'garden',
    'shears,pair of shears,hedge shears,hedge clippers,pruning shears,garden clippers,~hedge trimmer,~hedge trimmers',
  ),
  // Instruments (a cello is the cellist's pose's own drawing: plan/things-actions-draw.ts)
  own('gong', 'ground', undefined, 'gongs'),
  own('drum-kit', 'ground', undefined, 'drum kits,drum set,drum sets,drumkit,drumkits,drums and cymbals'),
  // Clothes
  own('suit', 'ground', 'bedroom', 'suits,business suit,tuxedo,tuxedos,tux,dinner suit,trouser suit'),
  own('tracksuit', 'ground', 'bedroom', 'tracksuits,track suit,track suits,jogging suit,sweatsuit'),
  own('veil', 'head', undefined, 'veils,wedding veil,bridal veil,bride veil'),
  own('tutu', 'ground', 'bedroom', 'tutus,ballet tutu,ballet skirt'),
  own('beret', 'head', undefined, 'berets'),
  own('headscarf', 'head', undefined, 'headscarves,head scarf,head scarves,hijab,hijabs'),
  own('bandana', 'head', undefined, 'bandanas,bandanna,bandannas,kerchief'),
  own('turban', 'head', undefined, 'turbans,pagri,dastar'),
  own('fez', 'head', undefined, 'fezzes,fezes'),
  own('wetsuit', 'ground', 'beach', 'wetsuits,wet suit,wet suits,diving suit'),
  // Parts of buildings
  own(
    'column',
    'ground',
    undefined,
    'columns,pillar,pillars,greek column,roman column,stone column,stone pillar',
  ),
  own('doorknob', 'ground', undefined, 'doorknobs,door knob,door knobs,door handle,door handles'),
  own('door-knocker', 'ground', undefined, 'door knockers,knocker,knockers'),
  own(
    'banister',
    'ground',
    undefined,
    'banisters,bannister,bannisters,stair rail,handrail,handrails,balustrade',
  ),
  own('railing', 'ground', 'city', 'railings,iron railings,park railings'),
  own('solar-panel', 'ground', undefined, 'solar panels,solar panel roof'),
  own('scaffolding', 'ground', 'city', 'scaffold,scaffolds'),
  own('escalator', 'ground', 'city', 'escalators,moving stairs,moving staircase'),
  own('dome', 'ground', 'city', 'domes,domed roof'),
  own('chandelier', 'sky', undefined, 'chandeliers'),
  own('porthole', 'ground', 'ocean', 'portholes,port hole,ship window,round window'),
  // A wooden wheel by its two-word names only: a bare "wheel" is often another thing (the Falkirk Wheel, a car's
  // own wheels, a cartwheel turned by a child).
  own(
    'wagon-wheel',
    'ground',
    'farm',
    'wagon wheels,wooden wheel,wooden wheels,cart wheel,cart wheels',
    'wheel',
  ),
  // Vehicles
  own('raft', 'ground', 'ocean', 'rafts,log raft,log rafts,wooden raft'),
  own(
    'crane',
    'ground',
    'city',
    'cranes,tower crane,tower cranes,construction crane,construction cranes,building crane',
  ),
  own('tank', 'ground', undefined, 'tanks,army tank,army tanks,military tank,battle tank'),
  own('hovercraft', 'ground', 'ocean', 'hovercrafts,hover craft'),
  own(
    'carriage',
    'ground',
    'castle',
    'carriages,royal carriage,princess carriage,cinderella carriage,stagecoach',
  ),
]
