/**
 * Which pixels belong to the photo's subject (1) rather than its background (0), judged region by region
 * (region contrast saliency): a region is salient when its colour differs from the rest of the picture,
 * mostly from regions near it, and it lies towards the middle rather than along the picture's edge,
 * where the background is. The subject is every region scoring above 1.2 times the picture's mean score.
 */
export function subjectMask(
  lab: Float32Array,
  labels: Int32Array,
  count: number,
  w: number,
  h: number,
): Uint8Array {
  const n = w * h
  const area = new Float64Array(count)
  const C = lab.length / n
  const mean = new Float64Array(count * 3)
  const cx = new Float64Array(count)
  const cy = new Float64Array(count)
  const centre = new Float64Array(count)
  const edge = new Float64Array(count)
  const band = Math.max(2, Math.round(Math.min(w, h) * 0.03))
  let edgePx = 0
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      const p = y * w + x
      const r = labels[p]
      area[r]++
      for (let c = 0; c < 3; c++) mean[r * 3 + c] += lab[p * C + c]
      cx[r] += x / w
      cy[r] += y / h
      const dx = (x / w - 0.5) * 2
      const dy = (y / h - 0.5) * 2
      centre[r] += Math.exp(-(dx * dx + dy * dy) / (2 * 0.5 * 0.5))
      if (x < band || y < band || x >= w - band || y >= h - band) {
        edge[r]++
        edgePx++
      }
    }
  }
  const score = new Float64Array(count)
  for (let r = 0; r < count; r++) {
    for (let c = 0; c < 3; c++) mean[r * 3 + c] /= area[r]
    cx[r] /= area[r]
    cy[r] /= area[r]
  }
  for (let r = 0; r < count; r++) {
    let contrast = 0
    for (let q = 0; q < count; q++) {
      if (q === r) continue
      const d = Math.hypot(
        mean[r * 3] - mean[q * 3],
        mean[r * 3 + 1] - mean[q * 3 + 1],
        mean[r * 3 + 2] - mean[q * 3 + 2],
      )
      const near = Math.exp(-((cx[r] - cx[q]) ** 2 + (cy[r] - cy[q]) ** 2) / (2 * 0.4 * 0.4))
      contrast += (area[q] / n) * d * near
    }
    // The share of the picture's edge band this region covers, against the share of the picture it covers.
    const onEdge = edge[r] / edgePx
    score[r] = contrast * (centre[r] / area[r]) * Math.exp(-4 * onEdge)
  }
  // Salient: above the area-weighted mean score (Achanta's adaptive threshold, per region).
  let meanScore = 0
  for (let r = 0; r < count; r++) meanScore += (score[r] * area[r]) / n
  const mask = new Uint8Array(n)
  for (let p = 0; p < n; p++) mask[p] = score[labels[p]] > meanScore * 1.2 ? 1 : 0
  return mask
}
