export type Point = { x: number; y: number }

/** Where a pointer is, in CSS pixels from the element's top left. */
export function local(el: HTMLElement, e: { clientX: number; clientY: number }): Point {
  const rect = el.getBoundingClientRect()
  return { x: e.clientX - rect.left, y: e.clientY - rect.top }
}
