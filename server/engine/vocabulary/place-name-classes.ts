import { placeNameSenses, synsetInfo, synsetsAbove } from './wordnet'

// What WordNet says a place's proper name is an instance of: "Blackpool" a town (a resort town, its gloss says),
// "Kenya" an African country, "the Alps" a range, "the Sahara" a desert. The planner draws the kind
// (plan/place-names.ts); the name itself has no drawing.

export type PlaceNameSense = {
  /** The classes above the name, nearest first, two levels up: "town", "municipality". */
  classes: string[]
  gloss: string
}

/** Each sense in which WordNet knows a phrase as one place's name, most common first; empty when none. */
export function placeNameClasses(phrase: string): PlaceNameSense[] {
  return placeNameSenses(phrase).map((offset) => ({
    classes: [...synsetsAbove(offset, 2).entries()]
      .filter(([, depth]) => depth > 0)
      .sort((a, b) => a[1] - b[1])
      .flatMap(([above]) => synsetInfo(above).words),
    gloss: synsetInfo(offset).gloss,
  }))
}
