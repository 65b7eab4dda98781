import type { RoleId } from '../plan'
// What a person wears says who they are: a firefighter's helmet and long coat, a chef's tall hat, a doctor's
// white coat and stethoscope, a princess's gown and crown, a pirate's hat and patch.

export type Hat =
  | 'fire-helmet'
  | 'toque'
  | 'cowboy'
  | 'tricorn'
  | 'crown'
  | 'cap'
  | 'police'
  | 'straw'
  | 'hard-hat'
  | 'santa'
  | 'beret'
  | 'headscarf'
  | 'space-helmet'
  | 'pilot'
  | 'knight-helmet'
  | 'elf'
  | 'clown'
  | 'ninja-hood'
  | 'fedora'
  | 'wizard'

export type Extra =
  | 'stethoscope'
  | 'belt'
  | 'eye-patch'
  | 'bandana'
  | 'stripes'
  | 'buttons'
  | 'double-buttons'
  | 'badge'
  | 'beard'
  | 'cape'
  | 'glasses'
  | 'apron'
  | 'reflective'
  | 'tie'
  | 'open-coat'
  | 'vest'
  | 'bib'
  | 'wrap'
  | 'fur-trim'
  | 'backpack'
  | 'neckerchief'
  | 'ruff'
  | 'clown-nose'
  // Worn things the prompt names (scene/worn-on-figure.ts): a jumper's ribbed hem and cuffs and knitted band,
  // a cardigan's open front, pyjamas' collar, curlers in the hair, a poppy on the chest, a dressing gown's length.
  | 'ribbing'
  | 'knit-band'
  | 'cardigan'
  | 'collar'
  | 'curlers'
  | 'poppy'
  | 'robe'
  // A sash across the chest, from one shoulder to the other hip (a beauty queen's, a mayor's).
  | 'sash'
  // A hoodie's pouch pocket and strings, a necklace of beads, earrings, a wristwatch.
  | 'hoodie'
  | 'necklace'
  | 'earrings'
  | 'watch'
  // A tracksuit's zip and the stripe down each sleeve; a bride's veil falling from the head behind the figure.
  | 'zip'
  | 'side-stripes'
  | 'veil'
  // A kilt's tartan and sporran over the skirt (people/kilt.ts).
  | 'kilt'

export type Outfit = {
  /** The torso garment: reaching the hips, or a coat to mid thigh. */
  top: 'shirt' | 'coat'
  sleeves: 'short' | 'long'
  bottom: 'trousers' | 'shorts' | 'skirt' | 'dress' | 'gown' | 'tutu'
  shoes: 'shoes' | 'boots' | 'bare'
  hat: Hat | null
  gloves?: boolean
  /** Puffy sleeves and legs: a spacesuit. */
  puffy?: boolean
  extras: Extra[]
}

const o = (
  top: Outfit['top'],
  sleeves: Outfit['sleeves'],
  bottom: Outfit['bottom'],
  shoes: Outfit['shoes'],
  hat: Hat | null,
  extras: Extra[] = [],
  more: Partial<Outfit> = {},
): Outfit => ({ top, sleeves, bottom, shoes, hat, extras, ...more })

export const OUTFITS: Record<Exclude<RoleId, 'casual'>, Outfit> = {
  firefighter: o('coat', 'long', 'trousers', 'boots', 'fire-helmet', ['reflective', 'buttons'], {
    gloves: true,
  }),
  chef: o('shirt', 'long', 'trousers', 'shoes', 'toque', ['double-buttons', 'neckerchief', 'apron']),
  doctor: o('coat', 'long', 'trousers', 'shoes', null, ['open-coat', 'stethoscope', 'tie']),
  nurse: o('shirt', 'short', 'trousers', 'shoes', null, ['stethoscope', 'badge']),
  farmer: o('shirt', 'long', 'trousers', 'boots', 'straw', ['bib']),
  police: o('shirt', 'long', 'trousers', 'shoes', 'police', ['badge', 'belt', 'tie']),
  astronaut: o('shirt', 'long', 'trousers', 'boots', 'space-helmet', ['badge', 'belt', 'backpack'], {
    gloves: true,
    puffy: true,
  }),
  princess: o('shirt', 'short', 'gown', 'shoes', 'crown', []),
  queen: o('shirt', 'long', 'gown', 'shoes', 'crown', ['cape']),
  prince: o('shirt', 'long', 'trousers', 'boots', 'crown', ['belt', 'cape', 'buttons']),
  king: o('coat', 'long', 'trousers', 'boots', 'crown', ['belt', 'cape', 'fur-trim', 'beard']),
  pirate: o('shirt', 'long', 'trousers', 'boots', 'tricorn', ['stripes', 'belt', 'eye-patch', 'vest']),
  cowboy: o('shirt', 'long', 'trousers', 'boots', 'cowboy', ['vest', 'bandana', 'belt']),
  karate: o('shirt', 'long', 'trousers', 'bare', null, ['wrap', 'belt']),
  builder: o('shirt', 'short', 'trousers', 'boots', 'hard-hat', ['vest', 'reflective', 'belt']),
  ballerina: o('shirt', 'short', 'tutu', 'shoes', null, []),
  santa: o('coat', 'long', 'trousers', 'boots', 'santa', ['belt', 'fur-trim', 'beard', 'buttons'], {
    gloves: true,
  }),
  artist: o('coat', 'long', 'trousers', 'shoes', 'beret', ['buttons']),
  scientist: o('coat', 'long', 'trousers', 'shoes', null, ['open-coat', 'glasses', 'tie']),
  teacher: o('shirt', 'long', 'trousers', 'shoes', null, ['glasses', 'buttons']),
  pilot: o('shirt', 'long', 'trousers', 'shoes', 'pilot', ['tie', 'badge']),
  soccer: o('shirt', 'short', 'shorts', 'shoes', null, ['stripes']),
  superhero: o('shirt', 'long', 'trousers', 'boots', null, ['cape', 'belt', 'badge'], { gloves: true }),
  baby: o('shirt', 'long', 'trousers', 'bare', null, ['buttons']),
  // A knight: an open helmet with cheek guards and a plume, a long tunic over the armour, a belt and a cape.
  // Santa's elf: a tall pointed hat with a bobble, a belted tunic with buttons.
  elf: o('coat', 'long', 'trousers', 'boots', 'elf', ['belt', 'buttons']),
  // A clown: a cone hat with a bobble, a ruffled collar, pompom buttons, a round nose (the hair curly,
  // plan/people-from-mentions.ts).
  clown: o('shirt', 'long', 'trousers', 'shoes', 'clown', ['ruff', 'buttons', 'clown-nose']),
  // A ninja: a hood over the whole head but the eyes, a wrapped jacket and a belt.
  ninja: o('shirt', 'long', 'trousers', 'boots', 'ninja-hood', ['wrap', 'belt']),
  // A detective: a fedora and a belted long coat (the magnifying glass when the prompt names it).
  detective: o('coat', 'long', 'trousers', 'shoes', 'fedora', ['belt', 'double-buttons']),
  knight: o('coat', 'long', 'trousers', 'boots', 'knight-helmet', ['belt', 'cape'], { gloves: true }),
  // A wizard or a witch: a tall pointed hat with a wide brim and a star, a long robe to the feet with a belt;
  // a wizard's long beard (outfitFor: a witch has none).
  wizard: o('coat', 'long', 'gown', 'shoes', 'wizard', ['belt', 'beard']),
}

/** Everyday clothes: a girl's dress, a woman's top and skirt, a boy's T-shirt and shorts, a man's shirt and trousers. */
export function everydayOutfit(look: 'man' | 'woman' | 'person', age: string, index: number): Outfit {
  if (age === 'baby') return OUTFITS.baby
  if (look === 'woman') return o('shirt', 'short', age === 'child' ? 'dress' : 'skirt', 'shoes', null, [])
  if (age === 'child')
    return o('shirt', 'short', index % 2 ? 'trousers' : 'shorts', 'shoes', null, index % 2 ? [] : ['stripes'])
  return o(
    'shirt',
    index % 2 ? 'short' : 'long',
    'trousers',
    'shoes',
    null,
    look === 'man' ? ['buttons'] : [],
  )
}

export function outfitFor(
  role: RoleId,
  look: 'man' | 'woman' | 'person',
  age: string,
  index: number,
): Outfit {
  if (role === 'casual' || (role === 'baby' && age !== 'baby')) return everydayOutfit(look, age, index)
  const outfit = OUTFITS[role]
  if (role === 'wizard' && look === 'woman')
    return { ...outfit, extras: outfit.extras.filter((e) => e !== 'beard') }
  // A girl firefighter keeps the uniform; a woman cowboy (cowgirl) too. A woman doctor, a girl pirate: the same.
  return outfit
}
