import type { Complexity, Style } from '../plan'
import type { ArtSetId } from '../vocabulary'

/** Line weights and detail limits, in points, for one complexity and style. */
export type LineStyle = {
  artSet: ArtSetId
  subjectLine: number
  propLine: number
  backdropLine: number
  /** Filled shapes narrower than this are dropped: a child cannot colour them. */
  minDetail: number
  /** Realistic only: spacing and weight of the hatching laid over the source art's darker regions. */
  hatchSpacing: number
  hatchLine: number
  patterns: boolean
  /** Intricate cartoon: zentangle patterns fill the drawings' large regions, lines this far apart (pt). */
  patternSpacing: number
  patternLine: number
  /**
   * Realistic intricate: drawings are pen drawings (pen-drawing.ts) with an outer contour this wide (pt);
   * 0 keeps the hatching of the source art's dark regions.
   */
  penContour: number
  /** Enclosed white specks smaller than this (pt²) are filled black after rendering. */
  speckArea: number
}

// Easy lines are about 4 pt (1.4 mm): a crayon stays inside them. Intricate lines are 0.75 to 1.1 pt, as in
// adult colouring books. Realistic draws on Noto's more detailed art with finer lines and hatching;
// cartoon on Fluent's flat shapes.
export function lineStyle(complexity: Complexity, style: Style): LineStyle {
  const realistic = style === 'realistic'
  const artSet: ArtSetId = realistic ? 'noto' : 'fluent-emoji-flat'
  if (complexity === 'easy') {
    return {
      artSet,
      subjectLine: 4,
      propLine: 3.5,
      backdropLine: 3.5,
      minDetail: 16,
      hatchSpacing: realistic ? 9 : 0,
      hatchLine: 1.6,
      patterns: false,
      patternSpacing: 0,
      patternLine: 0,
      penContour: 0,
      // About 3 mm square: anything smaller is a sliver between outlines, not a region a child can colour.
      speckArea: 70,
    }
  }
  return {
    artSet,
    // Cartoon: fine and even, as an adult colouring book's pen line (1 pt outlines, 0.75 pt patterns).
    // Realistic: fine inner lines inside a contour about twice as heavy (penContour), as a pen draws.
    subjectLine: realistic ? 0.85 : 1.0,
    propLine: realistic ? 0.75 : 0.9,
    backdropLine: realistic ? 0.9 : 0.85,
    minDetail: 2.5,
    hatchSpacing: realistic ? 3.2 : 0,
    hatchLine: realistic ? 0.5 : 0.55,
    patterns: true,
    // About 2.8 mm between pattern lines: every band and scale stays over 2 mm across.
    patternSpacing: realistic ? 0 : 8,
    patternLine: 0.75,
    penContour: realistic ? 3.4 : 0,
    // Smaller than a disc 2 mm across (3.14 mm², 25.3 pt²) is too small for a fine pen, so closed (filled
    // black): where a pattern line meets an outline at a shallow angle, a highlight in the art, a gap the
    // heavier contour of a realistic drawing closes. The pen drawing's own strokes close no such region.
    speckArea: 25.3,
  }
}
