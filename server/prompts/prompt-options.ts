import type { Complexity, Style } from '../../shared/contract/enums'

export type { Complexity, Style }

export type ImproveOptions = {
  complexity: Complexity
  style: Style
  /** Picks between equally good wordings; the same prompt, options and seed give the same text. */
  seed?: number
}

export type SuggestOptions = {
  /** Decides the season (northern hemisphere) and the holidays near it. */
  now: Date
  /** The caller's random number: different seeds give different ideas. */
  seed: number
}
