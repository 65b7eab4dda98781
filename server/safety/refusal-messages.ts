import type { SafetyCategory } from './safety-terms'

// Say what Colorly won't draw and what to do next; never echo the offending word back.
const messages: Record<SafetyCategory, string> = {
  violence:
    "This prompt can't be used: Colorly makes pages for all ages and doesn't draw violence, weapons or gore. Try describing something else, like an animal, a vehicle or a favourite place.",
  sexual:
    "This prompt can't be used: Colorly makes pages for all ages and doesn't draw sexual or adult content. Try describing something else.",
  hate: "This prompt can't be used: Colorly makes pages for all ages and doesn't draw slurs, hate symbols or anything that targets a group of people. Try describing something else.",
  'self-harm':
    "This prompt can't be used: Colorly doesn't draw self-harm. If you are going through a hard time, please talk to someone you trust or a local helpline. Try describing something else.",
}

export const refusalMessage = (category: SafetyCategory) => messages[category]
