// How a child writes each letter and digit in a print (manuscript) hand, stroke by stroke as the usual
// school method teaches it: a new stroke wherever the pencil is lifted. Each stroke is where the hand starts
// (a point of the glyph's box, 0 to 1 from its left and top) and which way the pen first moves, in degrees,
// screen coordinates (0 = right, 90 = down, 180 = left, 270 = up); `dot` is the dot of an i or j (a tap, no
// direction). The sheet puts a start dot, the stroke's number and an arrow at each.

export type LetterStroke = { x: number; y: number; angle: number } | { x: number; y: number; dot: true }

const DOWN = (x: number, y = 0): LetterStroke => ({ x, y, angle: 90 })
const RIGHT = (x: number, y: number): LetterStroke => ({ x, y, angle: 0 })
const ROUND = { x: 0.5, y: 0, angle: 180 }
const C_SHAPE = { x: 0.85, y: 0.15, angle: 210 }
const BOWL = { x: 0.85, y: 0.25, angle: 200 }

export const LETTER_STROKES: Record<string, LetterStroke[]> = {
  A: [{ x: 0.5, y: 0, angle: 115 }, { x: 0.5, y: 0, angle: 65 }, RIGHT(0.25, 0.68)],
  B: [DOWN(0), RIGHT(0, 0)],
  C: [C_SHAPE],
  D: [DOWN(0), RIGHT(0, 0)],
  E: [DOWN(0), RIGHT(0, 0), RIGHT(0, 0.5), RIGHT(0, 1)],
  F: [DOWN(0), RIGHT(0, 0), RIGHT(0, 0.5)],
  G: [C_SHAPE],
  H: [DOWN(0), DOWN(1), RIGHT(0, 0.5)],
  I: [DOWN(0.5)],
  J: [DOWN(0.75)],
  K: [DOWN(0), { x: 1, y: 0, angle: 135 }, { x: 0.25, y: 0.55, angle: 45 }],
  L: [DOWN(0)],
  M: [DOWN(0), { x: 0.05, y: 0, angle: 65 }],
  N: [DOWN(0), { x: 0.05, y: 0, angle: 60 }],
  O: [ROUND],
  P: [DOWN(0), RIGHT(0, 0)],
  Q: [ROUND, { x: 0.6, y: 0.75, angle: 45 }],
  R: [DOWN(0), RIGHT(0, 0)],
  S: [C_SHAPE],
  T: [DOWN(0.5), RIGHT(0, 0)],
  U: [DOWN(0)],
  V: [{ x: 0, y: 0, angle: 70 }],
  W: [{ x: 0, y: 0, angle: 75 }],
  X: [
    { x: 0, y: 0, angle: 55 },
    { x: 1, y: 0, angle: 125 },
  ],
  Y: [
    { x: 0, y: 0, angle: 55 },
    { x: 1, y: 0, angle: 125 },
  ],
  Z: [RIGHT(0, 0)],
  a: [BOWL],
  b: [DOWN(0)],
  c: [C_SHAPE],
  d: [{ x: 0.7, y: 0.5, angle: 200 }],
  e: [RIGHT(0.1, 0.55)],
  f: [{ x: 0.8, y: 0.1, angle: 200 }, RIGHT(0, 0.33)],
  g: [{ x: 0.85, y: 0.1, angle: 200 }],
  h: [DOWN(0)],
  i: [DOWN(0.5, 0.4), { x: 0.5, y: 0, dot: true }],
  j: [DOWN(0.6, 0.35), { x: 0.6, y: 0, dot: true }],
  k: [DOWN(0), { x: 1, y: 0.4, angle: 135 }],
  l: [DOWN(0.5)],
  m: [DOWN(0)],
  n: [DOWN(0)],
  o: [ROUND],
  p: [DOWN(0)],
  q: [{ x: 0.85, y: 0.1, angle: 200 }],
  r: [DOWN(0)],
  s: [C_SHAPE],
  t: [DOWN(0.5), RIGHT(0, 0.3)],
  u: [DOWN(0)],
  v: [{ x: 0, y: 0, angle: 70 }],
  w: [{ x: 0, y: 0, angle: 75 }],
  x: [
    { x: 0, y: 0, angle: 55 },
    { x: 1, y: 0, angle: 125 },
  ],
  y: [
    { x: 0, y: 0, angle: 70 },
    { x: 1, y: 0, angle: 115 },
  ],
  z: [RIGHT(0, 0)],
  '0': [ROUND],
  '1': [DOWN(0.5)],
  '2': [{ x: 0.1, y: 0.2, angle: 320 }],
  '3': [{ x: 0.1, y: 0.15, angle: 330 }],
  '4': [{ x: 0.6, y: 0, angle: 115 }, DOWN(0.75)],
  '5': [DOWN(0.15), RIGHT(0.15, 0)],
  '6': [{ x: 0.8, y: 0.05, angle: 210 }],
  '7': [RIGHT(0, 0)],
  '8': [C_SHAPE],
  '9': [BOWL],
}
