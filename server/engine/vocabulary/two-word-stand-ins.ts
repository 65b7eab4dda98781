// Things children ask for by a name of two words that WordNet does not know, whose words apart draw other
// things: read whole, drawn as the nearest drawing of their kind and said ("Drawn as a hot dog: no corn dog"),
// never as their words apart (a cob of corn beside a dog, a bear for a gummy bear, an ogre beside a truck, the
// dragon of tales for a bearded dragon).
export const TWO_WORD_STAND_INS: Record<string, string> = {
  'corn dog': 'hot-dog',
  'gummy bear': 'candy',
  'gummy worm': 'candy',
  'jelly baby': 'candy',
  'pit bull': 'dog',
  'bearded dragon': 'lizard',
  'banana split': 'ice-cream',
  'french toast': 'toast',
}
