/**
 * "July 3, 2026" in the reader's time zone (or the one given, for tests); empty for a missing or
 * unreadable date.
 */
export function formatLongDate(iso: string | null, timeZone?: string): string {
  if (!iso) return ''
  const date = new Date(iso)
  if (Number.isNaN(date.getTime())) return ''
  return date.toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone })
}
