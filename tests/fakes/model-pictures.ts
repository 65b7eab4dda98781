import { PNG } from 'pngjs'

// Pictures an image model might answer with, drawn here so tests own them: one that makes a good coloring page
// and one for each way a model's picture goes wrong. 512 x 768, portrait like the pictures asked for.

const W = 512
const H = 768

class Canvas {
  readonly png = new PNG({ width: W, height: H })
  constructor() {
    this.png.data.fill(255)
  }
  set(x: number, y: number, rgb: [number, number, number]) {
    if (x < 0 || y < 0 || x >= W || y >= H) return
    this.png.data.set([...rgb, 255], (Math.round(y) * W + Math.round(x)) * 4)
  }
  /** An outlined circle; `gapFrom..gapTo` (radians) left open. */
  ring(cx: number, cy: number, r: number, t: number, gap?: [number, number]) {
    for (let y = cy - r - t; y <= cy + r + t; y++) {
      for (let x = cx - r - t; x <= cx + r + t; x++) {
        const d = Math.hypot(x - cx, y - cy)
        if (Math.abs(d - r) > t / 2) continue
        const a = Math.atan2(y - cy, x - cx)
        if (gap && a >= gap[0] && a <= gap[1]) continue
        this.set(x, y, [0, 0, 0])
      }
    }
  }
  fill(x0: number, y0: number, w: number, h: number, rgb: [number, number, number] = [0, 0, 0]) {
    for (let y = y0; y < y0 + h; y++) for (let x = x0; x < x0 + w; x++) this.set(x, y, rgb)
  }
  box(x0: number, y0: number, w: number, h: number, t: number) {
    this.fill(x0, y0, w, t)
    this.fill(x0, y0 + h - t, w, t)
    this.fill(x0, y0, t, h)
    this.fill(x0 + w - t, y0, t, h)
  }
  toBuffer() {
    return PNG.sync.write(this.png)
  }
}

/** A cartoon face on a body: closed thick outlines, several regions to colour. */
function face(c: Canvas, open = false) {
  const gap = (g: [number, number]) => (open ? g : undefined)
  c.ring(256, 260, 170, 8, gap([-0.5, 0.5]))
  c.ring(196, 220, 34, 7, gap([1, 2]))
  c.ring(316, 220, 34, 7, gap([1, 2]))
  c.ring(256, 320, 50, 7, gap([-2, -1]))
  c.ring(120, 120, 50, 7, gap([0, 1.2]))
  c.ring(392, 120, 50, 7, gap([2, 3]))
  if (!open) c.box(150, 450, 212, 260, 8)
  else {
    c.fill(150, 450, 212, 8)
    c.fill(150, 450, 8, 260)
  }
}

export function goodDrawing(): Buffer {
  const c = new Canvas()
  face(c)
  return c.toBuffer()
}

export function blankPicture(): Buffer {
  const c = new Canvas()
  c.ring(256, 384, 10, 3)
  return c.toBuffer()
}

export function inkBlob(): Buffer {
  const c = new Canvas()
  face(c)
  c.fill(40, 60, 432, 660)
  return c.toBuffer()
}

/** The face with its background shaded in a grey gradient. */
export function shadedPicture(): Buffer {
  const c = new Canvas()
  for (let y = 0; y < H; y++) {
    const v = 120 + Math.round((y / H) * 50)
    for (let x = 0; x < W; x++) c.set(x, y, [v, v, v])
  }
  face(c)
  return c.toBuffer()
}

export function colouredPicture(): Buffer {
  const c = new Canvas()
  c.fill(100, 100, 312, 300, [230, 60, 40])
  face(c)
  return c.toBuffer()
}

/** Outlines left open, so no area can be coloured on its own. */
export function openLines(): Buffer {
  const c = new Canvas()
  face(c, true)
  return c.toBuffer()
}

// Block letters from strokes, each 5 units wide or narrower, 7 tall.
const letters: Record<string, [number, number, number, number][]> = {
  H: [
    [0, 0, 1, 7],
    [4, 0, 1, 7],
    [0, 3, 5, 1],
  ],
  E: [
    [0, 0, 1, 7],
    [0, 0, 4, 1],
    [0, 3, 3, 1],
    [0, 6, 4, 1],
  ],
  L: [
    [0, 0, 1, 7],
    [0, 6, 4, 1],
  ],
  O: [
    [0, 0, 5, 1],
    [0, 6, 5, 1],
    [0, 0, 1, 7],
    [4, 0, 1, 7],
  ],
  T: [
    [0, 0, 5, 1],
    [2, 0, 1, 7],
  ],
  I: [[0, 0, 1, 7]],
  F: [
    [0, 0, 1, 7],
    [0, 0, 4, 1],
    [0, 3, 3, 1],
  ],
}

/** Writes capitals `unit` pixels to a stroke, from (x, y); answers where the next letter would go. */
function write(c: Canvas, text: string, x: number, y: number, unit: number): number {
  let at = x
  for (const ch of text) {
    if (ch === ' ') {
      at += 4 * unit
      continue
    }
    const strokes = letters[ch]
    let right = 0
    for (const [sx, sy, sw, sh] of strokes) {
      c.fill(at + sx * unit, y + sy * unit, sw * unit, sh * unit)
      right = Math.max(right, sx + sw)
    }
    at += (right + 1.6) * unit
  }
  return at
}

/** The good drawing with a caption under it that nobody asked for. */
export function strayTextPicture(): Buffer {
  const c = new Canvas()
  face(c)
  write(c, 'HELLO FILE', 90, 722, 5)
  return c.toBuffer()
}

/** The good drawing with a row of identical rings (buttons, polka dots): a pattern, not text. */
export function rowOfRings(): Buffer {
  const c = new Canvas()
  face(c)
  for (let i = 0; i < 8; i++) c.ring(70 + i * 52, 740, 14, 5)
  return c.toBuffer()
}
