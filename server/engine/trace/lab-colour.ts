// Colours as CIE Lab, where a distance is close to how different two colours look.

/** Red, green and blue bytes, interleaved, to CIE Lab (D65), three floats a pixel. */
export function toLab(rgb: Uint8Array | Buffer): Float32Array {
  const lin = new Float32Array(256)
  for (let v = 0; v < 256; v++) {
    const c = v / 255
    lin[v] = c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4
  }
  const f = (t: number) => (t > 0.008856 ? Math.cbrt(t) : 7.787 * t + 16 / 116)
  const lab = new Float32Array(rgb.length)
  for (let i = 0; i < rgb.length; i += 3) {
    const r = lin[rgb[i]]
    const g = lin[rgb[i + 1]]
    const b = lin[rgb[i + 2]]
    const fx = f((0.4124 * r + 0.3576 * g + 0.1805 * b) / 0.9505)
    const fy = f(0.2126 * r + 0.7152 * g + 0.0722 * b)
    const fz = f((0.0193 * r + 0.1192 * g + 0.9505 * b) / 1.089)
    lab[i] = 116 * fy - 16
    lab[i + 1] = 500 * (fx - fy)
    lab[i + 2] = 200 * (fy - fz)
  }
  return lab
}

/** CIE Lab (D65) back to red, green and blue bytes. */
export function toRgb(lab: Float32Array): Buffer {
  const out = Buffer.alloc(lab.length)
  const finv = (t: number) => (t > 0.206893 ? t * t * t : (t - 16 / 116) / 7.787)
  const gamma = (c: number) => {
    const v = c <= 0.0031308 ? 12.92 * c : 1.055 * c ** (1 / 2.4) - 0.055
    return Math.max(0, Math.min(255, Math.round(v * 255)))
  }
  for (let i = 0; i < lab.length; i += 3) {
    const fy = (lab[i] + 16) / 116
    const x = 0.9505 * finv(fy + lab[i + 1] / 500)
    const y = finv(fy)
    const z = 1.089 * finv(fy - lab[i + 2] / 200)
    out[i] = gamma(3.2406 * x - 1.5372 * y - 0.4986 * z)
    out[i + 1] = gamma(-0.9689 * x + 1.8758 * y + 0.0415 * z)
    out[i + 2] = gamma(0.0557 * x - 0.204 * y + 1.057 * z)
  }
  return out
}
