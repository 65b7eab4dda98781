import { isNounPhrase, lemmatize, nounKind } from '../vocabulary'

// "a clockmaker behind the clock face", "abseiling down a rock face": the face of a thing is its front or its
// side, no portrait. The people reader asks for a bust whenever a prompt names a face; a thing's face is read
// out first (as the thing alone), so the person is drawn whole. A face of a creature ("a bear face") or of a
// made figure ("a robot face") is still the portrait.

/** `lower` with every face of a thing read as the thing: WordNet knows the pair whole, or the thing is natural. */
export function thingFacesOut(lower: string): string {
  return lower.replace(/\b([a-z]+) (faces?)\b/g, (whole, thing: string, face: string) => {
    const phrase = `${thing} ${lemmatize(face)}`
    const known = isNounPhrase(phrase) && (nounKind(phrase) ?? 'noun.body') !== 'noun.body'
    return known || nounKind(lemmatize(thing)) === 'noun.object' ? thing : whole
  })
}
