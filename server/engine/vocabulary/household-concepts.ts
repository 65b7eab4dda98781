import type { Concept } from './concept-types'
import { ownConcept } from './outline-concept'

const own = ownConcept

/**
 * Household things and clothes a child or a parent names that nothing drew before
 * (art/own-drawings/household-things.ts and household-clothes.ts,
 * docs/decisions/0160-household-things-and-worn-clothes.md). Some were worse than missing: WordNet read "a
 * pacifier", "a screw" and "a plunger" as people and drew a person; "an oven mitt" drew the oven.
 * Worn, the waistcoat, the dungarees and the leggings are drawn in the figure's own lines
 * (scene/worn-on-figure.ts); alone, each is the garment laid out.
 */
export const HOUSEHOLD_CONCEPTS: Concept[] = [
  // Kitchen and table
  own(
    'oven-mitt',
    'table',
    'kitchen',
    'oven mitts,oven glove,oven gloves,oven mitten,oven mittens,pot holder,pot holders,potholder,potholders',
  ),
  own(
    'thermos',
    'table',
    undefined,
    'thermoses,thermos flask,thermos flasks,vacuum flask,vacuum flasks,hot water flask',
  ),
  own('tongs', 'table', 'kitchen', 'kitchen tongs,salad tongs,pair of tongs,bbq tongs'),
  own(
    'hand-mixer',
    'table',
    'kitchen',
    'hand mixers,electric mixer,electric mixers,electric whisk,food mixer,cake mixer,kitchen mixer',
  ),
  own('grater', 'table', 'kitchen', 'graters,cheese grater,cheese graters,box grater'),
  own(
    'cupboard',
    'ground',
    'kitchen',
    'cupboards,cabinet,cabinets,kitchen cupboard,kitchen cabinet,sideboard',
  ),
  // Baby things
  // A baby's dummy (British) is the pacifier; a ventriloquist's or a crash test dummy is another sense
  // (plan/other-sense-here.ts), never a person WordNet reads.
  own('pacifier', 'table', undefined, 'pacifiers,soother,soothers,binky,binkies,dummy,dummies'),
  own('bib', 'table', undefined, 'bibs,baby bib,baby bibs'),
  // Around the house
  own('electric-fan', 'table', 'bedroom', 'electric fans,desk fan,desk fans,table fan,table fans'),
  own('ceiling-fan', 'sky', 'bedroom', 'ceiling fans'),
  own('mattress', 'ground', 'bedroom', 'mattresses,air mattress,air mattresses,blow up mattress'),
  own('candlestick', 'table', undefined, 'candlesticks,candle holder,candle holders,candleholder'),
  own('radiator', 'ground', 'bedroom', 'radiators'),
  own('light-switch', 'table', undefined, 'light switches,lightswitch,wall switch'),
  own('beanbag', 'ground', 'bedroom', 'beanbags,bean bag,bean bags,beanbag chair,bean bag chair'),
  own(
    'sticky-note',
    'table',
    'classroom',
    'sticky notes,post it,post it note,post it notes,postit,memo note',
  ),
  own('plunger', 'ground', undefined, 'plungers,toilet plunger,sink plunger'),
  // In the shed
  own('pliers', 'table', undefined, 'pair of pliers,plier'),
  own('drill', 'table', undefined, 'drills,power drill,power drills,electric drill,cordless drill'),
  own('nail', 'table', undefined, 'nails,iron nail'),
  own('screw', 'table', undefined, 'screws'),
  // Clothes
  own('vest', 'ground', 'bedroom', 'vests,waistcoat,waistcoats,gilet,gilets'),
  own('overalls', 'ground', 'bedroom', 'dungarees,dungaree,bib overalls,pair of overalls,pair of dungarees'),
  own('leggings', 'ground', 'bedroom', 'tights,pair of leggings,pair of tights,yoga pants'),
  own(
    'hair-clip',
    'table',
    undefined,
    'hair clips,hairclip,hairclips,barrette,barrettes,hair slide,hair slides,bow clip',
  ),
  own(
    'headband',
    'head',
    undefined,
    'headbands,hair band,hairband,hair bands,hairbands,alice band,alice bands',
  ),
]
