// The people a child names beside themselves. "My dad and me fishing", "me and my sister at the beach",
// "grandma and me baking": the one who types is on the page too, beside the person named with them. Read as a
// kid (a parent typing "mommy and me" means the child), so the page draws two people, never the dad alone.
// "Draw me a cat" is no one: only "me" joined by "and" or "with" to someone named as family or a friend is a
// person. "Her best friend", "two best friends holding hands": a friend, drawn (WordNet's "best friend" is a
// word of its own the people readers do not list, and was said left out beside the friends it drew).

const SOMEONE =
  'my|mom|mommy|mum|mummy|mama|dad|daddy|papa|grandma|grandpa|granny|nana|grandmother|grandfather|sister|brother|friend|cousin|aunt|auntie|uncle'
const ME_AND = new RegExp(`\\bme\\s+and\\s+(?=(?:${SOMEONE})\\b)`, 'gi')
const AND_ME = new RegExp(`(\\b(?:${SOMEONE})(?:\\s+\\w+)?\\s+(?:and|with))\\s+me\\b`, 'gi')
// The card's "Best Friends" is lettered before this runs (prompt-text.ts); what is left names people.
const BEST_FRIEND = /\bbest\s+(friends?)\b/gi

/** The prompt with "me" beside someone named read as "a kid", and a best friend as a friend. */
export function friendsAndMe(text: string): string {
  return text.replace(ME_AND, 'a kid and ').replace(AND_ME, '$1 a kid').replace(BEST_FRIEND, '$1')
}
