// A dish's words that name their thing differently in British use, read as the drawing: mushy peas are peas,
// mashed ("fish and chips with mushy peas"). A rubber among pencils is read as the eraser in home-senses.ts.

/** The prompt with a dish's British words put as the reading draws them; else as typed. */
export function kitAndDishWords(prompt: string): string {
  return prompt.replace(/\bmushy peas\b/gi, 'peas')
}
