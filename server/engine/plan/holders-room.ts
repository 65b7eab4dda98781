import type { Concept } from '../vocabulary'

// What food and crockery are put on or in: "a kettle, a teapot and two mugs on a tray" names three things and
// then the tray they stand on. The tray is the page's ground for them, so it is drawn as a fourth subject
// rather than said left out for want of room.
const HOLDERS = new Set([
  'tray',
  'dishes',
  'bowl',
  'fruit-bowl',
  'basket',
  'cutting-board',
  'cooling-rack',
  'table',
])

/** Room for a holder after three things: the tray, plate, bowl or rack they are on or in. */
export const holderAfterThings = (concept: Concept, subjects: Concept[]): boolean =>
  subjects.length === 3 && HOLDERS.has(concept.id) && !subjects.some((s) => HOLDERS.has(s.id))
