import type { Ellipse } from './dark-spots'

// A pet photographed close up fills the picture and runs off its edges, so the saliency estimate, which
// looks for a subject towards the middle with background round it, takes the pet for background. Its
// face still gives it away: two dark eyes side by side and a dark nose (or nostrils) below between them,
// all found by dark-spots.ts. Where they are, the page is drawn as if the person had tapped the face.

/** A face: where its middle is, how far apart its eyes are (pixels), and its eyes and nose. */
export type Face = { cx: number; cy: number; eyeGap: number; eyes: [Ellipse, Ellipse]; nose: Ellipse }

/**
 * The face among the dark spots, or null: the pair of spots most alike in size, side by side (tilted at
 * most 35°), each at least a sixteenth of the gap between them across (a face close enough to be the
 * subject, not two dots on a flag), at least a twelfth of the picture's shorter side apart, with a third
 * spot half to one and a half gaps below the pair's middle and at most a third of a gap to its side.
 */
export function petFace(spots: Ellipse[], w: number, h: number): Face | null {
  const size = (s: Ellipse) => (s.rx + s.ry) / 2
  let best: Face | null = null
  let bestLikeness = 0
  for (const a of spots) {
    for (const b of spots) {
      if (a.cx >= b.cx) continue
      const gap = Math.hypot(b.cx - a.cx, b.cy - a.cy)
      const likeness = Math.min(size(a), size(b)) / Math.max(size(a), size(b))
      if (gap < Math.min(w, h) / MIN_GAP_PER_SIDE || Math.abs(b.cy - a.cy) > gap * MAX_TILT) continue
      if (Math.min(size(a), size(b)) < gap / MAX_GAP_PER_EYE || likeness < MIN_LIKENESS) continue
      // The nose: along the perpendicular from the pair's middle, on the side away from the top.
      const mx = (a.cx + b.cx) / 2
      const my = (a.cy + b.cy) / 2
      const ux = (b.cx - a.cx) / gap
      const uy = (b.cy - a.cy) / gap
      const nose = spots.find((s) => {
        if (s === a || s === b || size(s) < Math.min(size(a), size(b)) * MIN_NOSE_SHARE) return false
        const across = (s.cx - mx) * ux + (s.cy - my) * uy
        const down = -(s.cx - mx) * uy + (s.cy - my) * ux
        return down >= gap * 0.5 && down <= gap * 1.5 && Math.abs(across) <= gap / 3
      })
      if (!nose || likeness <= bestLikeness) continue
      bestLikeness = likeness
      const [cx, cy] = [(a.cx + b.cx + nose.cx) / 3, (a.cy + b.cy + nose.cy) / 3]
      best = { cx, cy, eyeGap: gap, eyes: [a, b], nose }
    }
  }
  return best
}

/** The eyes: at most this tilt (sine of 35°), alike in size to this ratio, this large against their gap. */
const MAX_TILT = 0.57
const MIN_LIKENESS = 0.5
const MAX_GAP_PER_EYE = 16
/** The eyes are at least a twelfth of the picture's shorter side apart. */
const MIN_GAP_PER_SIDE = 12
/** A nose, or one nostril, is at least this share of an eye's size. */
const MIN_NOSE_SHARE = 0.25

/**
 * The spots a face is drawn with: its eyes, the larger shrunk to at most MAX_EYE_AREA_RATIO times the
 * other's area (an eye in shadow is found with the dark fur round it, and would print as a patch), its
 * nose, and spots beside the nose (the other nostril, the mouth's corner). Other dark spots on a furry
 * face are shadows in its fur, under the jaw or in an ear.
 */
export function faceSpots(spots: Ellipse[], face: Face): Ellipse[] {
  const area = (s: Ellipse) => s.rx * s.ry
  const [a, b] = face.eyes
  const pair = [a, b].map((eye) => {
    const other = eye === a ? b : a
    const k = Math.min(1, Math.sqrt((MAX_EYE_AREA_RATIO * area(other)) / area(eye)))
    return { ...eye, rx: eye.rx * k, ry: eye.ry * k }
  })
  const byNose = spots.filter(
    (s) =>
      s !== a && s !== b && Math.hypot(s.cx - face.nose.cx, s.cy - face.nose.cy) <= face.eyeGap * NEAR_NOSE,
  )
  return [...pair, ...byNose]
}

const MAX_EYE_AREA_RATIO = 1.5
/** Spots within this many eye gaps of the nose (centre to centre) belong to it. */
const NEAR_NOSE = 0.5
