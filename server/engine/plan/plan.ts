import type { Complexity, Style } from '../../../shared/contract/enums'
import type { PaperId } from '../common'
import type { SettingId } from '../vocabulary'

// The API's own lists: the engine draws exactly what a request may ask for.
export type { Complexity, Style }

export type PlanSubject = { concept: string; label: string }

export type PropPlace = 'head' | 'hand' | 'breath' | 'beside' | 'sky' | 'floor'

/** A supporting drawing: a catalogue concept, or a procedural decoration whose id starts with '*'. */
export type PlanProp = { concept: string; label: string; place: PropPlace; subject?: number }

/** What one subject does with another: "a cat riding a skateboard" is {actor: 0, relation: 'riding', object: 1}. */
export type SubjectRelation =
  | 'riding'
  | 'reading'
  | 'holding'
  | 'wearing'
  | 'eating'
  | 'on'
  | 'under'
  | 'in'
  | 'next-to'

export type PlanRelation = { actor: number; relation: SubjectRelation; object: number }

export type ShapeName =
  | 'circle'
  | 'square'
  | 'triangle'
  | 'rectangle'
  | 'oval'
  | 'star'
  | 'heart'
  | 'diamond'
  | 'pentagon'
  | 'hexagon'

export type SceneName = 'solar-system' | 'butterfly-life-cycle' | 'fruit-basket' | 'family'

/** A page drawn by geometry rather than from the art sets. */
export type PlanFigure =
  | { kind: 'mandala' }
  | { kind: 'pattern'; pattern: string }
  /** `digits` is the number lettered ("5", "12") or a counting range ("1-10"). */
  | { kind: 'number'; digits: string }
  | { kind: 'shapes'; shapes: ShapeName[] }
  | { kind: 'scene'; scene: SceneName }

/** What a page is asked for: the prompt and the choices made beside it (make-plan.ts plans it). */
export type PlanInput = {
  prompt: string
  complexity: Complexity
  style: Style
  size?: PaperId
  seed?: number
  watermark?: boolean
  /**
   * What the person typed, when `prompt` is Magic Prompt's enhancement of it: the subjects, relations and
   * refusal come from these words alone, so an enhancement never changes what the page shows.
   */
  typed?: string
  /** Off when the plan only checks a suggestion, which needs no suggestions of its own. */
  suggest?: boolean
}

/** Everything the composer needs, as a plain object that prints and compares well. */
export type Plan = {
  prompt: string
  subjects: PlanSubject[]
  setting: SettingId
  props: PlanProp[]
  /** Lines of outlined bubble lettering, or null. */
  text: string[] | null
  complexity: Complexity
  style: Style
  seed: number
  size: PaperId
  watermark: boolean
  /** A geometric page (mandala, number, shapes, composed scene), or null for a page of subjects. */
  figure: PlanFigure | null
  /** Subjects doing something together; indexes into `subjects`. */
  relations: PlanRelation[]
  /** How sure the engine is that the page shows what the prompt names, from 0 to 1. */
  confidence: number
  /** What the prompt names that the engine cannot draw ("axolotl"), in the prompt's words. */
  missing: string[]
  /**
   * Set when the builtin engine cannot draw what the prompt names (an unknown subject, a character owned by
   * others): the API answers 422 with it instead of drawing something else. Null when the page can be drawn.
   */
  refusal: PlanRefusal | null
}

/**
 * "Colorly can't draw 'axolotl' yet." with up to five close prompts the engine can draw. An `unknown` subject may
 * still go to an image provider when one is configured; a `character` owned by others is refused by every engine.
 */
export type PlanRefusal = { kind: 'unknown' | 'character'; error: string; suggestions: string[] }
