import type { SettingId } from './concept-types'
import type { PageSizeId } from './page-size'

export type Complexity = 'easy' | 'intricate'
export type Style = 'cartoon' | 'realistic'

export type PlanSubject = { concept: string; label: string }

export type PropPlace = 'head' | 'hand' | 'breath' | 'beside' | 'sky' | 'floor'

/** A supporting drawing: a catalogue concept, or a procedural decoration whose id starts with '*'. */
export type PlanProp = { concept: string; label: string; place: PropPlace; subject?: number }

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
  size: PageSizeId
  watermark: boolean
}
