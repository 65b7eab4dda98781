import type { Ellipse } from './dark-spots'

// A pet photographed close up fills the picture and runs off its edges, so the saliency estimate, which
// looks for a subject towards the middle with background round it, takes the pet for background. Its
// face still gives it away: two dark eyes side by side and a dark nose (or nostrils) below between them,
// all found by dark-spots.ts. Where they are, the page is drawn as if the person had tapped the face.

/** A face: where its middle is, how far apart its eyes are (pixels), and its eyes and nose. */
export type Face = { cx: number; cy: number; eyeGap: number; eyes: [Ellipse, Ellipse]; nose: Ellipse }

/**
 * The face among the dark spots, or null. Its eyes: two spots alike in size (the smaller's mean radius at
 * least half the larger's), side by side (tilted at most 35°), each with a mean radius of at least a
 * sixteenth of the gap between them (a face close enough to be the subject, not two dots on a flag) and
 * none longer than 0.4 of it (not two windows), at least a twelfth of the picture's shorter side apart.
 * Its nose: a spot half to one and a half gaps below the pair's middle and at most a third of a gap to its
 * side (the one nearest that middle). Of several such faces, the one whose eyes are most alike, leaving
 * out any whose "eyes" sit where another's nose is: a face's nostrils, with its mouth below them, make a
 * face of their own.
 */
export function petFace(spots: Ellipse[], w: number, h: number): Face | null {
  const faces: (Face & { likeness: number })[] = []
  for (const a of spots) {
    for (const b of spots) {
      if (a.cx >= b.cx || Math.min(a.rx, a.ry, b.rx, b.ry) <= 0) continue
      const gap = Math.hypot(b.cx - a.cx, b.cy - a.cy)
      const likeness = Math.min(size(a), size(b)) / Math.max(size(a), size(b))
      if (gap < Math.min(w, h) / MIN_GAP_PER_SIDE || Math.abs(b.cy - a.cy) > gap * MAX_TILT) continue
      if (Math.min(size(a), size(b)) < gap / MAX_GAP_PER_EYE || likeness < MIN_LIKENESS) continue
      if (Math.max(a.rx, a.ry, b.rx, b.ry) > gap * MAX_EYE_PER_GAP) continue
      let nose: Ellipse | null = null
      for (const s of spots) {
        if (s === a || s === b || size(s) < Math.min(size(a), size(b)) * MIN_NOSE_SHARE) continue
        const at = noseZone(a, b, s)
        if (at !== null && (!nose || at < (noseZone(a, b, nose) as number))) nose = s
      }
      if (!nose) continue
      const [cx, cy] = [(a.cx + b.cx + nose.cx) / 3, (a.cy + b.cy + nose.cy) / 3]
      faces.push({ cx, cy, eyeGap: gap, eyes: [a, b], nose, likeness })
    }
  }
  const underAnother = (f: Face) =>
    faces.some((g) => g !== f && f.eyes.every((eye) => noseZone(g.eyes[0], g.eyes[1], eye) !== null))
  let best: (Face & { likeness: number }) | null = null
  for (const f of faces) if (!underAnother(f) && (!best || f.likeness > best.likeness)) best = f
  if (!best) return null
  const { likeness: _, ...face } = best
  return face
}

const size = (s: Ellipse) => (s.rx + s.ry) / 2

/**
 * How far to the side of the eyes' middle the spot `s` is (pixels), when it lies where the nose of eyes
 * `a` (the left) and `b` is: along the perpendicular from their middle, on the side away from the top,
 * half to one and a half gaps down, at most a third of a gap to the side; otherwise null.
 */
function noseZone(a: Ellipse, b: Ellipse, s: Ellipse): number | null {
  const gap = Math.hypot(b.cx - a.cx, b.cy - a.cy)
  const [ux, uy] = [(b.cx - a.cx) / gap, (b.cy - a.cy) / gap]
  const [mx, my] = [(a.cx + b.cx) / 2, (a.cy + b.cy) / 2]
  const across = Math.abs((s.cx - mx) * ux + (s.cy - my) * uy)
  // (-uy, ux) points down: a is left of b.
  const down = -(s.cx - mx) * uy + (s.cy - my) * ux
  return down >= gap * 0.5 && down <= gap * 1.5 && across <= gap / 3 ? across : null
}

/** The eyes: at most this tilt (sine of 35°), alike in size to this ratio, this large against their gap. */
const MAX_TILT = 0.57
const MIN_LIKENESS = 0.5
const MAX_GAP_PER_EYE = 16
/**
 * No eye is longer (centre to tip) than this share of the gap: an animal's eyes are set well apart for
 * their size (0.14 to 0.25 on the test photos' cats and dogs), while two windows side by side, each about
 * as tall as their spacing, made a "face" over a small dark spot below them (0.53).
 */
const MAX_EYE_PER_GAP = 0.4
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
    const k = area(eye) > 0 ? Math.min(1, Math.sqrt((MAX_EYE_AREA_RATIO * area(other)) / area(eye))) : 1
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
