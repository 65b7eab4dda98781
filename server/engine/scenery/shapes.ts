// Small procedural shapes for backdrops, in page points. Every shape is closed, so it is a region to colour.
const f = (v: number) => v.toFixed(1)

/** A wavy line from x0 to x1 around y, as path commands continuing from a current point at (x0, y). */
export function waveTo(
  x0: number,
  x1: number,
  y: number,
  amplitude: number,
  period: number,
  phase = 0,
): string {
  let d = ''
  const steps = Math.max(1, Math.round(Math.abs(x1 - x0) / (period / 2)))
  const step = (x1 - x0) / steps
  for (let i = 0; i < steps; i++) {
    const sign = (i + phase) % 2 === 0 ? -1 : 1
    d += `Q${f(x0 + step * (i + 0.5))} ${f(y + sign * amplitude * 2)} ${f(x0 + step * (i + 1))} ${f(y)}`
  }
  return d
}

export function star(cx: number, cy: number, r: number, points = 5, inner = 0.45, turn = 0): string {
  let d = ''
  for (let i = 0; i < points * 2; i++) {
    const angle = turn - Math.PI / 2 + (i * Math.PI) / points
    const radius = i % 2 ? r * inner : r
    d += `${i ? 'L' : 'M'}${f(cx + radius * Math.cos(angle))} ${f(cy + radius * Math.sin(angle))}`
  }
  return `${d}Z`
}

export function circle(cx: number, cy: number, r: number): string {
  return ellipse(cx, cy, r, r)
}

export function ellipse(cx: number, cy: number, rx: number, ry: number): string {
  // The radius is rounded before it is doubled: a diameter rounded on its own can come out shorter than twice
  // the written radius, and each half-arc then swings off centre (a second, offset ring line).
  const a = Number(f(rx))
  const b = Number(f(ry))
  return `M${f(cx - a)} ${f(cy)}a${f(a)} ${f(b)} 0 1 0 ${f(2 * a)} 0a${f(a)} ${f(b)} 0 1 0 ${f(-2 * a)} 0Z`
}

export function heart(cx: number, cy: number, r: number): string {
  return `M${f(cx)} ${f(cy + r)}C${f(cx - 1.6 * r)} ${f(cy)} ${f(cx - r)} ${f(cy - 1.1 * r)} ${f(cx)} ${f(cy - 0.45 * r)}C${f(cx + r)} ${f(cy - 1.1 * r)} ${f(cx + 1.6 * r)} ${f(cy)} ${f(cx)} ${f(cy + r)}Z`
}

export function diamond(cx: number, cy: number, r: number): string {
  return `M${f(cx)} ${f(cy - r)}L${f(cx + r * 0.7)} ${f(cy)}L${f(cx)} ${f(cy + r)}L${f(cx - r * 0.7)} ${f(cy)}Z`
}

/** A little cloud: a flat base under three bumps. */
export function cloud(cx: number, cy: number, r: number): string {
  const w = r * 1.6
  return `M${f(cx - w)} ${f(cy + r * 0.4)}a${f(r * 0.5)} ${f(r * 0.5)} 0 0 1 ${f(r * 0.5)} ${f(-r * 0.8)}a${f(r * 0.65)} ${f(r * 0.65)} 0 0 1 ${f(r * 1.2)} ${f(-r * 0.3)}a${f(r * 0.6)} ${f(r * 0.6)} 0 0 1 ${f(r * 1.1)} ${f(r * 0.3)}a${f(r * 0.45)} ${f(r * 0.45)} 0 0 1 ${f(r * 0.4)} ${f(r * 0.8)}Z`
}

export function rect(x: number, y: number, w: number, h: number): string {
  return `M${f(x)} ${f(y)}h${f(w)}v${f(h)}h${f(-w)}Z`
}

/** A grass tuft: a closed zigzag of blades standing on y. */
export function grassTuft(cx: number, y: number, h: number, blades = 5): string {
  const w = h * 0.9
  let d = `M${f(cx - w / 2)} ${f(y)}`
  for (let i = 0; i < blades; i++) {
    const tipX = cx - w / 2 + (w * (i + 0.5)) / blades + (i - (blades - 1) / 2) * h * 0.08
    const tipH = h * (i % 2 ? 0.75 : 1)
    d += `L${f(tipX)} ${f(y - tipH)}L${f(cx - w / 2 + (w * (i + 1)) / blades)} ${f(y - h * 0.18)}`
  }
  return `${d}L${f(cx + w / 2)} ${f(y)}Z`
}

/** A seaweed frond: a closed wavy ribbon rising from (x, y). */
export function seaweed(x: number, y: number, h: number, w: number): string {
  const segments = 4
  const seg = h / segments
  let left = `M${f(x - w / 2)} ${f(y)}`
  let right = ''
  for (let i = 0; i < segments; i++) {
    const sway = (i % 2 ? -1 : 1) * w * 0.9
    left += `Q${f(x - w / 2 + sway)} ${f(y - seg * (i + 0.5))} ${f(x - w / 2 + (i === segments - 1 ? w / 2 : 0))} ${f(y - seg * (i + 1))}`
  }
  for (let i = segments - 1; i >= 0; i--) {
    const sway = (i % 2 ? -1 : 1) * w * 0.9
    right += `Q${f(x + w / 2 + sway)} ${f(y - seg * (i + 0.5))} ${f(x + w / 2)} ${f(y - seg * i)}`
  }
  return `${left}${right}Z`
}
