import type { Concept } from '../vocabulary'

// What food and crockery are put on or in: "a kettle, a teapot and two mugs on a tray" names three things and
// then the tray they stand on. The tray is the page's ground for them, so it is drawn as a fourth subject
// rather than said left out for want of room.
const HOLDERS = new Set(['bowl', 'fruit-bowl', 'basket', 'table'])
// The flat holders among them: a row of things stands on a tray, a plate, a board or a rack together
// (scene/relation-scene.ts lays the row out on it).
export const FLAT_HOLDERS = new Set(['tray', 'dishes', 'cutting-board', 'cooling-rack'])
const holder = (id: string) => HOLDERS.has(id) || FLAT_HOLDERS.has(id)

/** Room for a holder after three things: the tray, plate, bowl or rack they are on or in. */
export const holderAfterThings = (concept: Concept, subjects: Concept[]): boolean =>
  subjects.length === 3 && holder(concept.id) && !subjects.some((s) => holder(s.id))
