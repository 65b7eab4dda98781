// "a knight on horseback", "a cowboy on horseback": on horseback is riding a horse, drawn as the rider on it.

const ON_HORSEBACK = /\bon horseback\b/gi

/** The prompt's words with "on horseback" read as "riding a horse". */
export function horsebackAsRiding(text: string): string {
  return text.replace(ON_HORSEBACK, 'riding a horse')
}
