// "a dog with its head out of the car window": the dog is in the car, its head at the window. A vehicle's
// window is no drawing of its own: the page draws the vehicle with the animal inside, seen at the window
// (scene/relation-layout.ts), so the words read as "in the car" rather than a dog and a window said left out.

const VEHICLES = 'car|bus|truck|lorry|van|taxi|train|police car|race car|fire truck|ambulance'
const OUT_OF_THE_WINDOW = new RegExp(
  String.raw`\b(?:with\s+(?:its|his|her|their)\s+(?:head|heads|nose|snout|face|tongue)\s+)?` +
    String.raw`(?:(?:hanging|sticking|poking|peeking|peeping|leaning|looking)\s+)?` +
    String.raw`out\s+(?:of\s+)?(?:the|a|an)\s+(${VEHICLES})(?:'s)?\s+windows?\b`,
  'gi',
)
const WINDOW_OF = new RegExp(
  String.raw`\b(?:with\s+(?:its|his|her|their)\s+(?:head|heads|nose|snout|face|tongue)\s+)?` +
    String.raw`(?:(?:hanging|sticking|poking|peeking|peeping|leaning|looking)\s+)?` +
    String.raw`out\s+(?:of\s+)?(?:the|a)\s+windows?\s+of\s+(?:the|a|an)\s+(${VEHICLES})\b`,
  'gi',
)

/** The windows a head is out of ("car window"): parts of the vehicle drawn, the page's subjects say. */
export function windowsLookedOutOf(text: string): string[] {
  const found = [...text.matchAll(OUT_OF_THE_WINDOW), ...text.matchAll(WINDOW_OF)]
  return found.map((m) => `${m[1].toLowerCase()} window`)
}

/** The prompt with a head out of a vehicle's window read as being in the vehicle. */
export function inTheVehicle(text: string): string {
  return text.replace(OUT_OF_THE_WINDOW, 'in the $1').replace(WINDOW_OF, 'in the $1')
}
