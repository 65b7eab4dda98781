import type { Complexity, Style } from '../../../shared/contract/enums'
import type { PaperId } from '../common'
import type { SettingId } from '../vocabulary'
import type { PlanPeople } from './people-plan'

// The API's own lists: the engine draws exactly what a request may ask for.
export type { Complexity, Style }

/**
 * How an animal lies on the page when what it does says so (plan/animal-actions.ts): hanging head down
 * ('upside-down'), by its tail ('tail-up'), diving head first ('diving'), rolling on its back ('on-back').
 */
export type AnimalPose = 'upside-down' | 'tail-up' | 'diving' | 'on-back'

/** `young`: an animal's young ("her cubs"), drawn smaller beside the parent; `pose`: see AnimalPose. */
export type PlanSubject = { concept: string; label: string; young?: boolean; pose?: AnimalPose }

// 'eyes', 'neck', 'feet': where a thing is worn other than on the head (plan/worn-things.ts).
export type PropPlace = 'head' | 'eyes' | 'neck' | 'feet' | 'hand' | 'breath' | 'beside' | 'sky' | 'floor'

/** A supporting drawing: a catalogue concept, or a procedural decoration whose id starts with '*'. */
export type PlanProp = {
  concept: string
  label: string
  place: PropPlace
  subject?: number
  /** The sky the prompt named ("at sunset", "in the rain", "at night"): listed with what the page draws. */
  named?: boolean
  /** How many the prompt asks for ("two paintbrushes", "three balloons"), 2 to 5; absent for one. */
  count?: number
}

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
  /** Hanging below the object (a branch) it holds on to. */
  | 'hanging'

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
  /** `motif`: the concept a mandala is built from ("a butterfly mandala"), when the prompt names one. */
  | {
      kind: 'mandala'
      motif?: string
      alternate?: string
      /** The motifs as the prompt named them when a drawing stands under another name ("lily pads": lotus). */
      motifNames?: string[]
      /** A spoked wheel drawn by geometry fills the ring ("a mandala of bicycle wheels"), or takes turns with `motif`. */
      wheel?: true
    }
  /**
   * `motif` (and `alternate`, taken in turn): the drawings a pattern ('motifs') or a border ('border') is
   * built from ("a pattern of hearts and stars", "a border of flowers").
   */
  | {
      kind: 'pattern'
      pattern: string
      motif?: string
      alternate?: string
      /** The motifs as the prompt named them when a drawing stands under another name ("raindrops": droplet). */
      motifNames?: string[]
    }
  /**
   * `digits` is the number lettered ("5", "12") or a counting range ("1-10"); `motif` the concept counted
   * ("the number 3 with three ducks"), when the prompt names one; `uncounted` the numeral alone, when what it
   * was to count has no drawing or is too many to count out (said left out).
   */
  | {
      kind: 'number'
      digits: string
      motif?: string
      uncounted?: true
      /**
       * The count is spots ("the number 20 with twenty dots on a ladybird"): drawn as round dots, on one large
       * ladybird drawn by geometry when `motif` is the ladybird, else in rows under the numeral.
       */
      spots?: true
      /** What it counts as the prompt named it when the drawing goes by another name ("raindrops": droplet). */
      motifNames?: string[]
      /** Where the things are ("on a pond", "in the night sky"): drawn under them as the setting's ground or sky. */
      setting?: SettingId
      /** The place as the prompt named it ("pond"). */
      placeNames?: string[]
      /**
       * The one thing the counted things are in, on or follow ("in a jar", "on a birthday cake", "following
       * their mum"), drawn once with them; `names` as the prompt said it. A concept id, or 'wall' (bricks).
       */
      holder?: { concept: string; how: 'in' | 'on' | 'lead'; names: string[] }
    }
  | { kind: 'shapes'; shapes: ShapeName[] }
  | { kind: 'scene'; scene: SceneName }
  /** The capital letters A to Z, each to colour ("an alphabet page"). */
  | { kind: 'alphabet' }

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
  /**
   * The name of the place the page is drawn as ("River Thames", "Brighton Beach"), lettered on a plate at the
   * page's foot (plan/place-caption.ts); absent when the prompt names no such place.
   */
  caption?: string
  complexity: Complexity
  style: Style
  seed: number
  size: PaperId
  watermark: boolean
  /** A geometric page (mandala, number, shapes, composed scene), or null for a page of subjects. */
  figure: PlanFigure | null
  /** Subjects doing something together; indexes into `subjects`. */
  relations: PlanRelation[]
  /** People drawn whole, doing what the prompt says (absent when the page has no people, or asks for a face). */
  people?: PlanPeople
  /** How sure the engine is that the page shows what the prompt names, from 0 to 1. */
  confidence: number
  /** What the prompt names that the engine cannot draw ("axolotl"), in the prompt's words. */
  missing: string[]
  /**
   * What the prompt names that the drawn page goes without, in the prompt's words: a secondary thing missing
   * ("a panda eating bamboo" drawn without the bamboo), or a word drawn as a close kin (see `standIns`).
   * Empty when everything named is drawn; a refused plan leaves nothing out.
   */
  leftOut: string[]
  /** Words drawn as a close kin ("elk" drawn as a deer): each `asked` is also in `leftOut`. */
  standIns: PlanStandIn[]
  /** Things named that are parts of a drawing ("a jar with a lid", "a flower's petals"): drawn with it. */
  parts?: string[]
  /** The place or sky the prompt named ("moon", "night", "sea"), drawn as the setting; null when none. */
  namedSetting: string | null
  /**
   * Set when the builtin engine cannot draw what the prompt names (an unknown subject, a character owned by
   * others): the API answers 422 with it instead of drawing something else. Null when the page can be drawn.
   */
  refusal: PlanRefusal | null
}

export type PlanStandIn = { asked: string; drawn: string }

/**
 * "Colorly can't draw 'axolotl' yet." with up to five close prompts the engine can draw. An `unknown` subject may
 * still go to an image provider when one is configured; a `character` owned by others is refused by every engine.
 */
export type PlanRefusal = { kind: 'unknown' | 'character'; error: string; suggestions: string[] }
