// Affine matrices and bounding boxes, in the SVG convention [a b c d e f].
export type Matrix = [number, number, number, number, number, number]
export type Box = { minX: number; minY: number; maxX: number; maxY: number }
export type Point = { x: number; y: number }

export const IDENTITY: Matrix = [1, 0, 0, 1, 0, 0]
export const EMPTY_BOX: Box = { minX: Infinity, minY: Infinity, maxX: -Infinity, maxY: -Infinity }

export function multiply(m: Matrix, n: Matrix): Matrix {
  return [
    m[0] * n[0] + m[2] * n[1],
    m[1] * n[0] + m[3] * n[1],
    m[0] * n[2] + m[2] * n[3],
    m[1] * n[2] + m[3] * n[3],
    m[0] * n[4] + m[2] * n[5] + m[4],
    m[1] * n[4] + m[3] * n[5] + m[5],
  ]
}

export function parseTransform(text: string | undefined): Matrix {
  let result: Matrix = IDENTITY
  if (!text) return result
  for (const [, name, argText] of text.matchAll(/(\w+)\s*\(([^)]*)\)/g)) {
    const a = (argText.match(/-?(?:\d+\.?\d*|\.\d+)(?:e[-+]?\d+)?/gi) ?? []).map(Number)
    let m: Matrix = IDENTITY
    if (name === 'matrix' && a.length === 6) m = a as Matrix
    else if (name === 'translate') m = [1, 0, 0, 1, a[0] ?? 0, a[1] ?? 0]
    else if (name === 'scale') m = [a[0] ?? 1, 0, 0, a[1] ?? a[0] ?? 1, 0, 0]
    else if (name === 'rotate') {
      const r = ((a[0] ?? 0) * Math.PI) / 180
      const [cx, cy] = [a[1] ?? 0, a[2] ?? 0]
      const rot: Matrix = [Math.cos(r), Math.sin(r), -Math.sin(r), Math.cos(r), 0, 0]
      m = multiply(multiply([1, 0, 0, 1, cx, cy], rot), [1, 0, 0, 1, -cx, -cy])
    } else if (name === 'skewX') m = [1, 0, Math.tan(((a[0] ?? 0) * Math.PI) / 180), 1, 0, 0]
    else if (name === 'skewY') m = [1, Math.tan(((a[0] ?? 0) * Math.PI) / 180), 0, 1, 0, 0]
    result = multiply(result, m)
  }
  return result
}

export function transformBox(box: Box, m: Matrix): Box {
  if (!Number.isFinite(box.minX)) return box
  const out = { ...EMPTY_BOX }
  for (const [x, y] of [
    [box.minX, box.minY],
    [box.maxX, box.minY],
    [box.minX, box.maxY],
    [box.maxX, box.maxY],
  ]) {
    addPoint(out, m[0] * x + m[2] * y + m[4], m[1] * x + m[3] * y + m[5])
  }
  return out
}

export function addPoint(box: Box, x: number, y: number): void {
  if (x < box.minX) box.minX = x
  if (y < box.minY) box.minY = y
  if (x > box.maxX) box.maxX = x
  if (y > box.maxY) box.maxY = y
}

export function unionBox(a: Box, b: Box): Box {
  return {
    minX: Math.min(a.minX, b.minX),
    minY: Math.min(a.minY, b.minY),
    maxX: Math.max(a.maxX, b.maxX),
    maxY: Math.max(a.maxY, b.maxY),
  }
}

export const boxWidth = (b: Box) => Math.max(0, b.maxX - b.minX)
export const boxHeight = (b: Box) => Math.max(0, b.maxY - b.minY)
