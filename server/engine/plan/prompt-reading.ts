// What reading a prompt gives the plan: its subjects, what is on them, how they stand, its place, and what it
// could not draw.
import type { Concept, SettingId } from '../vocabulary'
import type { SubjectRelation } from './plan'

export type Relation = 'head' | 'hand' | 'breath' | 'beside'

export type PromptReading = {
  subjects: Concept[]
  /** Things the prompt attaches to a subject: "wearing a crown", "holding a balloon". */
  attached: { concept: Concept; relation: Relation; subject: number }[]
  /** Subjects doing something with another subject: "a cat riding a skateboard". Indexes into `subjects`. */
  relations: { actor: number; relation: SubjectRelation; object: number }[]
  setting: SettingId | null
  /** Things the prompt names that no drawing shows, as the prompt wrote them ("Eiffel Tower"). */
  missing: string[]
  /**
   * A missing word came before anything drawable: the page's main subject is what cannot be drawn, so the
   * page is refused. Otherwise what is missing is left out and the page says so.
   */
  missingFirst: boolean
  /**
   * Words drawn as a close kin WordNet names ("elk" drawn as a deer), or a compound drawn as its head word
   * ("camper van" as a minibus, "vegetable garden" as the garden, `drawn` naming a place), as typed: the page
   * says so.
   */
  standIns: { asked: string; concept?: Concept; drawn?: string }[]
  /** The place or sky as the prompt named it ("moon", "night", "sea"), when it named one. */
  namedSetting: string | null
  /** Words the reading did not use at all (neither drawn, nor a setting, nor a known small word). */
  unread: string[]
  /**
   * Things and places the prompt names that the reading passed over without drawing or missing them ("a
   * basket of", "painting a picture", "out of the water"): the plan says them as left out.
   */
  unsaid: string[]
  /** Things named that are parts of a drawing ("a jar with a lid", "a flower's petals"): drawn with it. */
  parts?: string[]
}
