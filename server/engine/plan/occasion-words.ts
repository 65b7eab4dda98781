// Words of an occasion that name its thing differently from everyday use, read before the reading:
// - "a family cookout", "a family barbecue": the family having the barbecue, never a kind of grill for families
//   (the family was lost as the grill's describing word).
// - a torch carried in a procession, by Vikings or a knight, or burning, is a flaming torch; elsewhere a British
//   torch stays the flashlight it is ("a girl holding the torch while dad fixes the fuse box").

const GATHERING =
  /\b(family|families|friends|neighbou?rhood|class|school)\s+(cookout|cook-out|barbecue|barbeque|bbq)s?\b/gi
const FIRE_CONTEXT =
  /\b(procession|parade|vikings?|flam(?:e|es|ing)|fire|burning|blazing|bonfire|olympic|medieval|knights?|castle|cave|dungeon|tiki|up helly aa|lit|lighting)\b/i
// "in the torch procession": the torches carried, the procession their time and place ("a longship in the
// torch procession" is no longship inside a torch).
const PROCESSION =
  /\b(?:in|at|during|for|on|into)\s+(?:the|a)\s+torch(?:light|lit)?\s+(?:procession|parade)s?\b/gi
const TORCH = /\b(?<!flaming |burning |fire |olympic |tiki |blazing )torch(es)?\b/gi

/** The prompt with an occasion's own words put as the reading draws them; as typed when it names none. */
export function occasionWords(prompt: string): string {
  const gathered = prompt
    .replace(GATHERING, '$1 having a barbecue')
    .replace(PROCESSION, 'with flaming torches')
  return FIRE_CONTEXT.test(gathered) ? gathered.replace(TORCH, 'flaming torch$1') : gathered
}
