import type { SettingId } from '../vocabulary'

/**
 * A river's or a pond's fish named with nothing of the sea nor of a meal ("a trout jumping for a mayfly", "a
 * salmon leaping up a waterfall"): the fresh water's surface it leaps from, never the sea floor its family's
 * drawing lives on. Not a pike nor a perch, first a weapon and a bird's seat.
 */
export const FRESH_WATER_FISH: [RegExp, SettingId] = [
  /^(?!.*\b(under|underwater|beneath|deep|reef|aquarium|sea|ocean|eat\w*|ate|cook\w*|fried|smoked|plate|dinner|sushi)\b).*\b(trout|salmon|carp|minnows?|sticklebacks?|piranhas?)\b/i,
  'sea',
]
