/** A running mean over 2r+1 pixels along rows or columns (fewer at the picture's edge). */
export function boxMean(src: Float32Array, w: number, h: number, r: number, rows: boolean): Float32Array {
  const out = new Float32Array(src.length)
  const lines = rows ? h : w
  const len = rows ? w : h
  const at = (line: number, i: number) => (rows ? line * w + i : i * w + line)
  for (let line = 0; line < lines; line++) {
    let acc = 0
    let count = 0
    for (let i = 0; i < Math.min(r, len); i++) {
      acc += src[at(line, i)]
      count++
    }
    for (let i = 0; i < len; i++) {
      if (i + r < len) {
        acc += src[at(line, i + r)]
        count++
      }
      if (i - r - 1 >= 0) {
        acc -= src[at(line, i - r - 1)]
        count--
      }
      out[at(line, i)] = acc / count
    }
  }
  return out
}
