import type { SettingId } from '../vocabulary'
import { nounKind, SETTINGS } from '../vocabulary'

// Words a prompt names that are no thing on the page, by class: a time of year or day ("in the fall",
// "in springtime"), and the sky that every outdoor page draws above its horizon ("with the Earth in the sky").

/** A time ("fall", "autumn", "springtime", "weekend"): when the page is, never a thing it would lack. */
export function isTimeWord(lemma: string): boolean {
  return nounKind(lemma) === 'noun.time'
}

const SKY_WORDS = ['sky', 'skies', 'heavens']

/** The sky words a setting shows: every page with a horizon or a backdrop of space, not a room or the sea floor. */
export function skyWordsShown(setting: SettingId): string[] {
  const ground = SETTINGS[setting].ground
  return ground === 'floor' || ground === 'seabed' || ground === 'boards' ? [] : SKY_WORDS
}
