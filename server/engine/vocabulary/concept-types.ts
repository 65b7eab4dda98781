import type { ArtSetId } from './art-credits'

export type SettingId =
  | 'garden'
  | 'farm'
  | 'forest'
  | 'ocean'
  | 'beach'
  | 'space'
  | 'moon'
  | 'mars'
  | 'night'
  | 'city'
  | 'snow'
  | 'desert'
  | 'savanna'
  | 'castle'
  | 'sky'
  | 'party'
  | 'meadow'
  | 'sea'
  | 'park'
  | 'zoo'
  | 'playground'
  | 'classroom'
  | 'kitchen'
  | 'library'
  | 'bedroom'

/** Where a drawing naturally sits in a scene. */
export type Zone = 'ground' | 'sky' | 'water' | 'surface' | 'table' | 'head'

export type Concept = {
  id: string
  /** Human-readable name recorded on the page ("fire truck"). */
  label: string
  /** Icon name, the same in both sets unless `icons` overrides it for one. */
  icon: string
  icons?: Partial<Record<ArtSetId, string>>
  /**
   * Drawn only from this set, whatever the style: an outline icon family for what no emoji shows (a lighthouse),
   * or the one emoji set whose drawing survives outlining.
   */
  family?: ArtSetId
  zone: Zone
  /** The scene a drawing of this belongs in when the prompt names none. */
  setting?: SettingId
  /**
   * Words and phrases that name it, beyond its id and label. One marked '~' names a close kin it is drawn
   * for ("~cheetah" on the leopard): the page then says it is drawn as a leopard.
   */
  aliases?: string[]
  /** The art shows only a head or bust: composed as a portrait, never standing on the ground line. */
  bust?: boolean
  /** Horizontal position of the head top, as a share of the drawing's width, per set (default 0.5). */
  headX?: Partial<Record<ArtSetId, number>>
  /** A drawing set on top of this one that says what it is: the skull-and-crossbones flag on a pirate ship. */
  topper?: string
  /** Where the mouth is (shares of the drawing's width and height) and which way it faces, per set. */
  mouth?: Partial<Record<ArtSetId, { x: number; y: number; facing: 'left' | 'right' }>>
  /** Where a person sits on it or in it: a rocking horse's saddle, a high chair's seat, a wagon's bed. */
  seat?: Seat
  /** Round the body of whoever has it, not held or stood beside: a hula hoop spun round the waist. */
  around?: 'waist'
}

/**
 * A seat on a thing drawn by one family only (its drawing is the same whatever the style): where the sitter's
 * hips go, as shares of the drawing's width and height from its top left; how the legs go (astride, a leg
 * down each side; hanging over the front; inside, hidden by the thing's front); and how tall the thing is
 * drawn beside a grown-up, in head radii, so the sitter fits the seat; `other`, where a second sitter sits (a
 * seesaw's other end).
 */
export type Seat = {
  x: number
  y: number
  legs: 'astride' | 'hang' | 'inside'
  height: number
  other?: { x: number; y: number }
  /** A big wheel beside the seat (a wheelchair's), drawn over the sitter's legs; pushed, sized to the sitter. */
  wheel?: boolean
}
