import type { ClassPlace } from './places-by-class'

// An ice floe is read before the snow's words (vocabulary/settings.ts has "ice floe" as the snow's): drawn on
// the sea by scenery/place-venues.ts (docs/decisions/0204-implied-settings.md).

/** The piece drawn afloat: the page names the sea round it (implied-world.ts). */
export const AFLOAT_PIECE = '*ice-floe'

/** Ice afloat is on the sea, drawn as a slab in the water, never the snowy land the word "ice" reads as. */
export const SEA_ICE: ClassPlace[] = [
  {
    words: ['ice floes?', 'pack ice', 'sea ice', 'floes?', 'ice sheet on the sea'],
    concept: AFLOAT_PIECE,
    label: 'ice floe',
    setting: 'sea',
    subject: 'polar-bear',
  },
]
