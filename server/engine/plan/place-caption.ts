// A named place with no look of its own a child would know (a river, a lake, a town, a street, an island, a
// beach, a park, a forest, a mountain range) is drawn as its kind's setting with its name lettered at the foot of
// the page: "River Thames", "Lake Windermere", "Brighton Beach" (docs/decisions/0178-named-places-lettered.md).
// The child sees the place and its name, so it is drawn, not said. A landmark with a look of its own (a tower, a
// temple, a waterfall) drawn as its kind is still said, never lettered as if it were itself.

/** A stand-in as the readers give it: `lettered` when the place is drawn by its kind and named on the page. */
export type PlaceStandIn = { asked: string; drawn: string; lettered?: boolean }

// At most two names on one caption: more would shrink the letters below what a child colours.
const MOST = 2
// Little words inside a name stay lower case: "Isle of Skye", "Southend-on-Sea", "Pyramid of the Sun".
const JOINERS = /^(of|on|upon|de|del|da|do|du|la|le|super|and|the)$/i

/** A place's name as lettered: no leading article, each word capitalised but the little ones inside it. */
export function captionName(asked: string): string {
  const words = asked
    .trim()
    .replace(/^the\s+/i, '')
    .split(/\s+/)
  return words
    .map((w, i) => (i > 0 && JOINERS.test(w) ? w.toLowerCase() : w.charAt(0).toUpperCase() + w.slice(1)))
    .join(' ')
}

/**
 * The caption the page letters (null when it names no such place) and the stand-ins still said: each lettered
 * place once, up to two; any further ones are said as before.
 */
export function placeCaption<T extends PlaceStandIn>(standIns: T[]): { caption: string | null; said: T[] } {
  const names: string[] = []
  const said: T[] = []
  for (const s of standIns) {
    const name = captionName(s.asked)
    if (!s.lettered || (names.length >= MOST && !names.includes(name))) said.push(s)
    else if (!names.includes(name)) names.push(name)
  }
  return { caption: names.length ? names.join(' & ') : null, said }
}
