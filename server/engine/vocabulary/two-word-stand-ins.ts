// Things children ask for by a name of two words that WordNet does not know, whose first word has a drawing of
// its own: read whole, drawn as the nearest drawing of their kind and said ("Drawn as a hot dog: no corn dog"),
// never as their words apart (a cob of corn beside a dog, a bear for a gummy bear, an ogre beside a truck).
export const TWO_WORD_STAND_INS: Record<string, string> = {
  'corn dog': 'hot-dog',
  'gummy bear': 'candy',
  'gummy worm': 'candy',
  'jelly baby': 'candy',
  'pit bull': 'dog',
  'monster truck': 'pickup-truck',
  'banana split': 'ice-cream',
  'french toast': 'toast',
}
