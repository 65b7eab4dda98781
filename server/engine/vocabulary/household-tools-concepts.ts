import type { Concept } from './concept-types'
import { ownConcept } from './outline-concept'

const own = ownConcept

/**
 * Household things and hand tools nothing drew (art/own-drawings/household-tools.ts), named alone or held.
 * Only names that mean the thing: "fan" alone is also a supporter, "polish" the language, "tin" the metal.
 */
export const HOUSEHOLD_TOOLS_CONCEPTS: Concept[] = [
  own(
    'vice',
    'table',
    undefined,
    'vices,vise,vises,bench vice,bench vices,bench vise,bench vises,woodwork vice,engineer vice,vice grip',
  ),
  own(
    'chain',
    'ground',
    undefined,
    'chains,metal chain,metal chains,iron chain,iron chains,length of chain,links of chain',
  ),
  own(
    'photo',
    'table',
    undefined,
    'photos,photograph,photographs,snapshot,snapshots,polaroid,polaroids,holiday photo,holiday photos,family photo,family photos,old photo,old photos,picture of the family',
  ),
  own(
    'electric-fan',
    'table',
    undefined,
    'electric fans,desk fan,desk fans,table fan,table fans,pedestal fan,pedestal fans,standing fan,cooling fan,electric fan',
  ),
  own(
    'shoe-brush',
    'table',
    undefined,
    'shoe brushes,shoebrush,shoebrushes,boot brush,boot brushes,shoe-shine brush',
  ),
  own(
    'shoe-polish',
    'table',
    undefined,
    'shoe polish,boot polish,tin of polish,tins of polish,tin of shoe polish,tins of shoe polish,polish tin,polish tins,can of shoe polish,shoe shine,shoeshine',
  ),
  own(
    'corkscrew',
    'table',
    undefined,
    'corkscrews,cork screw,cork screws,bottle opener,bottle openers,wine opener',
  ),
  own(
    'clippers',
    'table',
    undefined,
    'hair clippers,electric clippers,barber clippers,barbers clippers,beard clippers',
  ),
  own('lever', 'ground', undefined, 'levers,big lever,signal lever,signal levers,lever frame,pull lever'),
  own('mangle', 'ground', undefined, 'mangles,old mangle,clothes wringer,laundry mangle'),
]
