import type { SettingId } from '../vocabulary'

// Where people do a thing indoors when the prompt names no place: a child asleep is in the bedroom, a mum
// cooking is in the kitchen, a boy doing his sums is at school, not in the sunny garden every person page
// otherwise gets. The room comes from what is drawn (a bed, a stove, a desk) and else from the activity's
// words. The bedroom stands for any room at home (its names include the living room and the playroom).

type Room = Extract<SettingId, 'bedroom' | 'kitchen' | 'classroom'>

/** Drawings that belong to one room, by their ids. */
const ROOM_THINGS: [Room, RegExp][] = [
  [
    'kitchen',
    /^(stove|oven|cooking-pot|frying-pan|pan|saucepan|wok|rolling-pin|mixing-bowl|whisk|dishes|sink|kettle|teapot|toaster|refrigerator|fridge|blender|spatula|microwave|cutting-board|dishwasher|apron)$/,
  ],
  [
    'bedroom',
    /^(bed|bunk-bed|crib|cradle|bassinet|pillow|pajamas|alarm-clock|nightstand|couch|couch-and-lamp|sofa|armchair|television|game-controller|video-game|musical-keyboard|piano|toy-blocks|toy-box|dollhouse|rocking-horse)$/,
  ],
  ['classroom', /^(desk|school-desk|chalkboard|blackboard|notebook|globe|ruler|pencil-case|abacus)$/],
]

/** An activity's words that say which room it happens in. */
const ROOM_WORDS: [Room, RegExp][] = [
  [
    'kitchen',
    /\b(cook(s|ed|ing)|bak(e|es|ed|ing)|stir(s|red|ring)?|whisk\w*|knead\w*|fry(ing)?|fried|boil\w*|flip\w* pancakes|mak\w* (breakfast|lunch|dinner|supper|pancakes|cookies|a cake|soup|sandwich\w*|pizza|muffins|cupcakes|bread)|(wash|dry|dries|dri)\w* (the |up the )?dishes|set\w* the table|(load|unload|empty|empties|emptie)\w* the dishwasher)\b/,
  ],
  [
    'bedroom',
    /\b(sleep\w*|slept|asleep|nap(s|ped|ping)?|doz\w*|snooz\w*|bedtime|wak\w* up|woke up|get\w* dressed|tuck\w* in|pillow fights?|(say\w*|said) (his |her |their )?prayers|mak\w* (his |her |their |the )?bed|tid\w* (up )?(his |her |their )?(room|toys)|play\w* video games)\b/,
  ],
  [
    'classroom',
    /\b(homework|study\w*|spelling|sums|times tables|(a|the|her|his|a math|a spelling) test|exam|rais\w* (his |her |their |a )?hands?|learn\w* to (read|write|count|spell)|show and tell)\b/,
  ],
]

// Words that put the activity outdoors or somewhere no room draws: sleeping in a tent, cooking on a campfire.
const ELSEWHERE =
  /\b(outside|outdoors?|garden|yard|backyard|park|tent|camp\w*|campfire|fire|fireplace|fire ?pit|bonfire|grill\w*|barbecue\w*|bbq|hammock|sleeping bag|trees?|beach|forest|woods|field|meadow|porch|patio|picnic|balcony|car|bus|train|plane|boat|ship|on the grass|under the stars|sun|snow|farm)\b/

/** The room an activity happens in, or null when nothing says it is indoors. */
export function roomForActivity(lower: string, thingIds: string[]): Room | null {
  if (ELSEWHERE.test(lower)) return null
  for (const [room, things] of ROOM_THINGS) if (thingIds.some((id) => things.test(id))) return room
  for (const [room, words] of ROOM_WORDS) if (words.test(lower)) return room
  return null
}
