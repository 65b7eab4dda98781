import type { Complexity, Style } from '../../engine/plan/plan'

export type SampleSpec = {
  /** File name without extension, in public/samples/. */
  name: string
  prompt: string
  complexity: Complexity
  style: Style
  /** Fixed, so the same engine gives the same page every time the script runs. */
  seed: number
}

/** The seven pages of the landing page's carousel (shown once the free trial is used). */
export const CAROUSEL: SampleSpec[] = [
  { name: 'lion-crown', prompt: 'a lion wearing a crown', complexity: 'easy', style: 'cartoon', seed: 7 },
  { name: 'unicorn', prompt: 'a unicorn', complexity: 'easy', style: 'cartoon', seed: 7 },
  { name: 'astronaut', prompt: 'an astronaut on the moon', complexity: 'easy', style: 'cartoon', seed: 7 },
  { name: 'turtle-beach', prompt: 'a turtle on the beach', complexity: 'easy', style: 'cartoon', seed: 7 },
  { name: 'fire-truck', prompt: 'a fire truck', complexity: 'easy', style: 'cartoon', seed: 7 },
  { name: 'owl-forest', prompt: 'an owl in the forest', complexity: 'intricate', style: 'cartoon', seed: 7 },
  { name: 'fox-forest', prompt: 'a fox in the forest', complexity: 'intricate', style: 'realistic', seed: 7 },
]

/** One page per look in the style showcase. */
export const SHOWCASE: (SampleSpec & { look: 'intricate' | 'cartoon' | 'realistic' })[] = [
  {
    look: 'intricate',
    name: 'showcase-intricate',
    prompt: 'a butterfly in a garden',
    complexity: 'intricate',
    style: 'cartoon',
    seed: 7,
  },
  {
    look: 'cartoon',
    name: 'showcase-cartoon',
    prompt: 'a dinosaur',
    complexity: 'easy',
    style: 'cartoon',
    seed: 7,
  },
  {
    look: 'realistic',
    name: 'showcase-realistic',
    prompt: 'a horse on a farm',
    complexity: 'intricate',
    style: 'realistic',
    seed: 7,
  },
]

/** The pages the demo video types and draws, in order. */
export const VIDEO: SampleSpec[] = [
  { name: 'video-1', prompt: 'a lion wearing a crown', complexity: 'easy', style: 'cartoon', seed: 7 },
  { name: 'video-2', prompt: 'an owl in the forest', complexity: 'intricate', style: 'cartoon', seed: 7 },
  { name: 'video-3', prompt: 'a horse on a farm', complexity: 'intricate', style: 'realistic', seed: 7 },
]
