/** One drawing's SVG body and the size of the square it is drawn on. */
export type IconData = { body: string; width: number; height: number }
