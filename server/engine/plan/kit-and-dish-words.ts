// Words of a dish or a school kit that name their thing differently in British use, read as the drawing:
// - a rubber among pencils, a ruler or a pencil case is an eraser ("a pencil case with a ruler, a rubber and a
//   glue stick"); elsewhere a rubber duck, rubber boots or a rubber band keep their own names.
// - mushy peas are peas, mashed: "fish and chips with mushy peas".

const SCHOOL_KIT =
  /\b(pencils?|pens?|rulers?|pencil ?case|sharpeners?|crayons?|glue|exercise books?|homework|school bag|desk)\b/i
const RUBBER =
  /\b(a|an|the|his|her|my|your|their|new|pink|big|little)\s+rubbers?\b(?!\s+(?:ducks?|bands?|balls?|boots?|gloves?|rings?|stamps?|tyres?|tires?|plants?|trees?|mats?|dinghy|boats?|chickens?|gloves?))/gi

/** The prompt with a dish's or a school kit's British words put as the reading draws them; else as typed. */
export function kitAndDishWords(prompt: string): string {
  const text = prompt.replace(/\bmushy peas\b/gi, 'peas')
  return SCHOOL_KIT.test(text)
    ? text.replace(RUBBER, (_, det: string) => `${det.toLowerCase() === 'a' ? 'an' : det} eraser`)
    : text
}
