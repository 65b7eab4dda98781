/**
 * What a drawing's surface is made of, for the texture a realistic page draws on it: fur strokes for
 * mammals, feather scallops for birds, scales for reptiles and fish, wood grain and leaves for trees and
 * wooden things, brick for buildings, plain hatching for the rest. Read from the concept id and the icon's
 * name (the emoji vocabulary has no categories), by whole words.
 */
export type SubjectKind = 'fur' | 'feathers' | 'scales' | 'wood' | 'brick' | 'plain'

// Elephants, hippos and rhinos have bare skin: they take the plain hatching, not fur.
const WORDS: Record<Exclude<SubjectKind, 'plain'>, string> = {
  fur: `cat dog puppy horse unicorn cow ox water-buffalo pig boar sheep ewe ram goat rabbit mouse rat hamster
    lion tiger leopard mammoth giraffe zebra monkey orangutan gorilla bear polar-bear panda koala
    kangaroo fox deer moose wolf raccoon camel two-hump-camel llama hedgehog chipmunk squirrel bat sloth otter
    beaver skunk badger bison seal poodle guide-dog service-dog donkey`,
  feathers: `owl eagle bird parrot penguin flamingo peacock swan dove chicken rooster hen chick baby-chick
    hatching-chick front-facing-baby-chick duck turkey goose dodo black-bird feather`,
  scales: `turtle snake lizard crocodile dragon dragon-face t-rex sauropod dinosaur fish tropical-fish
    blowfish shark dolphin whale spouting-whale frog`,
  wood: `tree deciduous-tree evergreen-tree christmas-tree palm-tree wood log hut violin guitar chair
    canoe sailboat rowboat`,
  brick: `house house-with-garden houses derelict-house castle japanese-castle european-castle school hospital
    bank hotel church office-building post-office european-post-office stadium classical-building
    factory love-hotel convenience-store department-store mosque synagogue hindu-temple barn`,
}

const KINDS = new Map<string, SubjectKind>()
for (const [kind, words] of Object.entries(WORDS) as [SubjectKind, string][])
  for (const word of words.split(/\s+/).filter(Boolean)) KINDS.set(word, kind)

export function subjectKind(...names: string[]): SubjectKind {
  for (const name of names) {
    const kind = KINDS.get(name)
    if (kind) return kind
  }
  // Heads are drawn as "-face" ("cat-face"); other compounds keep their own kind ("hot-dog" is food).
  for (const name of names) {
    const kind = KINDS.get(name.replace(/-face$/, ''))
    if (kind) return kind
  }
  return 'plain'
}
