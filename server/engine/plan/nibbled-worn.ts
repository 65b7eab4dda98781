import { lemmatize, nounKinds } from '../vocabulary'

// "a horse nibbling a boy's hat", "a goat chewing the farmer's scarf": what the animal eats is worn, so the
// wearer is on the page wearing it and the animal is beside them at it, never the hat alone on the grass with
// the boy said left out. Read as the plain words that draw it: "a boy wearing a hat and a horse nibbling it".

const EATS =
  '(?:eat(?:s|ing)?|nibbl(?:e|es|ing)|chew(?:s|ing)?|munch(?:es|ing)?|lick(?:s|ing)?|sniff(?:s|ing)?|tug(?:s|ging)? at|pull(?:s|ing)? at|steal(?:s|ing)?|grab(?:s|bing)?)'
const WEARERS =
  '(?:boy|girl|man|woman|lady|kid|child|farmer|dad|daddy|father|mum|mummy|mom|mommy|mother|grandma|granny|grandpa|grandad|teacher|baby|person|zookeeper|cowboy|cowgirl|friend|brother|sister)'
const WORN =
  '(?:hat|cap|scarf|glove|mitten|sock|shoe|boot|slipper|shoelace|lace|sleeve|shirt|jacket|coat|jumper|sweater|bonnet|ribbon|bow|tie|helmet)s?'
const NIBBLED = new RegExp(
  `\\b(?:(a|an|the) )?((?:[a-z]+ )?[a-z]+) (${EATS}) (?:(?:a|the|his|her|my|their) )?(${WEARERS})'s ((?:[a-z]+ )?${WORN})\\b`,
  'gi',
)

/** The prompt with an animal eating a thing someone wears read as the wearer wearing it and the animal at it. */
export function nibbledWorn(text: string): string {
  return text.replace(
    NIBBLED,
    (all, det: string | undefined, animal: string, eats: string, wearer: string, worn: string) => {
      const head = animal.split(' ').pop() ?? animal
      if (!nounKinds(lemmatize(head.toLowerCase())).slice(0, 2).includes('noun.animal')) return all
      const article = (w: string) => (/^[aeiou]/i.test(w) ? 'an' : 'a')
      return `${article(wearer)} ${wearer} wearing ${article(worn)} ${worn} and ${det ?? 'a'} ${animal} ${eats} it`
    },
  )
}
