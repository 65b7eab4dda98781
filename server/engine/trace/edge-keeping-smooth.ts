/**
 * Bilateral smoothing in Lab, `rounds` times: each pixel becomes the average of its neighbours within
 * `radius`, weighted by how close they are in place and in colour. Neighbours across an edge differ in
 * colour and barely count, so the edge stays sharp while fur, grain and grass melt into flat colour.
 */
export function smoothKeepingEdges(
  lab: Float32Array,
  w: number,
  h: number,
  radius: number,
  colourSigma: number,
  rounds: number,
): Float32Array {
  const dxs: number[] = []
  const dys: number[] = []
  const spatialList: number[] = []
  for (let dy = -radius; dy <= radius; dy++) {
    for (let dx = -radius; dx <= radius; dx++) {
      if (dx * dx + dy * dy > radius * radius) continue
      dxs.push(dx)
      dys.push(dy)
      spatialList.push(Math.exp(-(dx * dx + dy * dy) / (2 * (radius / 2) ** 2)))
    }
  }
  const taps = dxs.length
  const spatial = Float32Array.from(spatialList)
  // Offsets into the interleaved array, for pixels far enough from the picture's edge to need no check.
  const reach = Int32Array.from(dxs.map((dx, k) => (dys[k] * w + dx) * 3))
  // exp(-d²/2σ²) looked up by d² in steps of a quarter, up to 9σ² (further is zero).
  const steps = 4
  const maxD2 = 9 * colourSigma * colourSigma
  const range = new Float32Array(Math.ceil(maxD2 * steps) + 1)
  for (let i = 0; i < range.length; i++) range[i] = Math.exp(-i / steps / (2 * colourSigma * colourSigma))
  let src: Float32Array = lab
  let dst: Float32Array = new Float32Array(lab.length)
  for (let round = 0; round < rounds; round++) {
    for (let y = 0; y < h; y++) {
      const rowInside = y >= radius && y < h - radius
      for (let x = 0; x < w; x++) {
        const p = (y * w + x) * 3
        const inside = rowInside && x >= radius && x < w - radius
        const L = src[p]
        const A = src[p + 1]
        const B = src[p + 2]
        let sw = 0
        let sL = 0
        let sA = 0
        let sB = 0
        for (let k = 0; k < taps; k++) {
          let q: number
          if (inside) q = p + reach[k]
          else {
            const xx = x + dxs[k]
            const yy = y + dys[k]
            if (xx < 0 || yy < 0 || xx >= w || yy >= h) continue
            q = (yy * w + xx) * 3
          }
          const l = src[q]
          const a = src[q + 1]
          const b = src[q + 2]
          const d2 = (l - L) * (l - L) + (a - A) * (a - A) + (b - B) * (b - B)
          if (d2 >= maxD2) continue
          const wt = spatial[k] * range[(d2 * steps) | 0]
          sw += wt
          sL += wt * l
          sA += wt * a
          sB += wt * b
        }
        dst[p] = sL / sw
        dst[p + 1] = sA / sw
        dst[p + 2] = sB / sw
      }
    }
    const done = dst
    dst = src === lab ? new Float32Array(lab.length) : src
    src = done
  }
  return src
}
