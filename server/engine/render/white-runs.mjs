// Connected white regions of a 1-bit raster, found over horizontal runs of white pixels with union-find:
// a page has a few hundred thousand runs but millions of pixels, so this is many times faster than a
// pixel flood fill. Plain JavaScript, shared by the render worker and the TypeScript engine.

/**
 * @param {Uint8Array} white 1 per white pixel, row by row
 * @returns {{ x0: Int32Array, x1: Int32Array, y: Int32Array, root: Int32Array, size: Float64Array, count: number }}
 *   runs (x0 inclusive, x1 exclusive), each run's region (a run index), and each region's area by root.
 */
export function whiteRuns(white, width, height) {
  return joinRuns(height, (y, push) => {
    const base = y * width
    let x = 0
    while (x < width) {
      while (x < width && !white[base + x]) x++
      if (x >= width) break
      const start = x
      while (x < width && white[base + x]) x++
      push(start, x)
    }
  })
}

/**
 * The same over PNG-style packed rows (most significant bit first, 1 = white): whole black or white bytes
 * are skipped eight pixels at a time, which is most of a page.
 */
export function packedWhiteRuns(bits, width, height) {
  const rowBytes = (width + 7) >> 3
  // Four bytes at a time where they continue what is being scanned (paper in a run, ink between runs).
  const words =
    bits.byteOffset % 4 === 0 ? new Int32Array(bits.buffer, bits.byteOffset, bits.length >> 2) : null
  return joinRuns(height, (y, push) => {
    const base = y * rowBytes
    let start = -1
    for (let k = 0; k < rowBytes; k++) {
      if (words !== null && ((base + k) & 3) === 0 && k + 4 <= rowBytes) {
        const word = words[(base + k) >> 2]
        if (start < 0 ? word === 0 : word === -1) {
          k += 3
          continue
        }
      }
      const byte = bits[base + k]
      if (start < 0 ? byte === 0 : byte === 0xff) continue
      for (let b = 0; b < 8; b++) {
        const x = (k << 3) + b
        if (x >= width) break
        const on = byte & (0x80 >> b)
        if (on && start < 0) start = x
        else if (!on && start >= 0) {
          push(start, x)
          start = -1
        }
      }
    }
    if (start >= 0) push(start, width)
  })
}

/** Blackens pixels [x0, x1) of row y in packed rows. */
export function clearPackedRun(bits, rowBytes, y, x0, x1) {
  const base = y * rowBytes
  let x = x0
  while (x < x1 && x & 7) {
    bits[base + (x >> 3)] &= ~(0x80 >> (x & 7))
    x++
  }
  while (x + 8 <= x1) {
    bits[base + (x >> 3)] = 0
    x += 8
  }
  while (x < x1) {
    bits[base + (x >> 3)] &= ~(0x80 >> (x & 7))
    x++
  }
}

// Runs come row by row from `scanRow(y, push)`; each joins the overlapping runs of the row above
// (4-connected: they must share a column).
function joinRuns(height, scanRow) {
  let capacity = 1 << 16
  let x0 = new Int32Array(capacity)
  let x1 = new Int32Array(capacity)
  let ys = new Int32Array(capacity)
  let parent = new Int32Array(capacity)
  let count = 0
  let row = 0
  const find = (i) => {
    while (parent[i] !== i) {
      parent[i] = parent[parent[i]]
      i = parent[i]
    }
    return i
  }
  const grow = (a) => {
    const b = new Int32Array(capacity)
    b.set(a)
    return b
  }
  const push = (start, end) => {
    if (count === capacity) {
      capacity *= 2
      x0 = grow(x0)
      x1 = grow(x1)
      ys = grow(ys)
      parent = grow(parent)
    }
    x0[count] = start
    x1[count] = end
    ys[count] = row
    parent[count] = count
    count++
  }
  let prevStart = 0
  let prevEnd = 0
  for (let y = 0; y < height; y++) {
    row = y
    const rowStart = count
    scanRow(y, push)
    let j = prevStart
    for (let i = rowStart; i < count; i++) {
      while (j < prevEnd && x1[j] <= x0[i]) j++
      for (let k = j; k < prevEnd && x0[k] < x1[i]; k++) {
        const a = find(i)
        const b = find(k)
        if (a !== b) parent[Math.max(a, b)] = Math.min(a, b)
      }
    }
    prevStart = rowStart
    prevEnd = count
  }
  const root = new Int32Array(count)
  const size = new Float64Array(count)
  let regions = 0
  for (let i = 0; i < count; i++) {
    const r = find(i)
    root[i] = r
    if (r === i) regions++
    size[r] += x1[i] - x0[i]
  }
  return {
    x0: x0.subarray(0, count),
    x1: x1.subarray(0, count),
    y: ys.subarray(0, count),
    root,
    size,
    count: regions,
  }
}
