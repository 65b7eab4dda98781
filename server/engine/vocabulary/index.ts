// Words to drawings: the concepts the art sets can draw, WordNet, the emoji vocabulary, settings, art credits.
export { animalKinds } from './animal-families'
export { ART_SETS, type ArtSetId, type EmojiSetId, OUTLINE_SETS } from './art-credits'
export {
  allDrawableConcepts,
  animalKinOf,
  animalSenseKin,
  conceptById,
  conceptForPhrase,
  conceptThroughWordnet,
  type Kin,
  kinOfOtherKindOnly,
  kinThroughWordnet,
  normalizePhrase,
  senseDiffers,
  standInWords,
} from './concept-index'
export type { Concept, Seat, SettingId } from './concept-types'
export { listedTopping, toppingOf } from './food-toppings'
export { drawnIsKindOf, otherSenseIsKindOf } from './head-kind'
export { isLandform } from './landform'
export { lemmatize } from './lemmatize'
export { type PlaceNameSense, placeNameClasses } from './place-name-classes'
export { realHeight } from './real-size'
export { type GroundKind, SETTINGS, type Setting } from './settings'
export {
  closeNouns,
  firstSenseIsName,
  isAdjective,
  isAdverb,
  isNounPhrase,
  isPartOf,
  landmarkName,
  memberNouns,
  neighbourNouns,
  nounKind,
  nounKinds,
  nounSenses,
  placeName,
  sameFirstSense,
  senseSteps,
  senseWords,
} from './wordnet'
export { verbAncestors, verbDerivedNouns, verbKinds, verbLemma } from './wordnet-verbs'
