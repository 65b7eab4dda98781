// Things children ask for by a name of two words that WordNet does not know, whose words apart draw other
// things: read whole, drawn as the nearest drawing of their kind and said ("Drawn as a hot dog: no corn dog"),
// never as their words apart (a cob of corn beside a dog, a bear for a gummy bear, an ogre beside a truck, a baby
// beside a lemur for a bush baby, a dad for a daddy long legs, the dragon of tales for a leafy sea dragon).
export const TWO_WORD_STAND_INS: Record<string, string> = {
  'corn dog': 'hot-dog',
  'gummy bear': 'candy',
  'gummy worm': 'candy',
  'jelly baby': 'candy',
  'pit bull': 'dog',
  'pond skater': 'mosquito',
  'pond skaters': 'mosquito',
  'water strider': 'mosquito',
  'daddy long legs': 'mosquito',
  'leafy sea dragon': 'seahorse',
  'sea dragon': 'seahorse',
  'banana split': 'ice-cream',
  'french toast': 'toast',
}
