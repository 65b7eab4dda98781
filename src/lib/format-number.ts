/**
 * "1,234" or, with fraction digits, "1,234.50": en-US grouping by plain string work. The public pages
 * avoid Intl (toLocaleString): its first use loads locale data, which on a phone is a long task that
 * delays the first taps (about 100 ms at Lighthouse's mobile CPU slowdown).
 */
export function formatNumber(value: number, fractionDigits = 0): string {
  const [whole, fraction] = Math.abs(value).toFixed(fractionDigits).split('.')
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',')
  const sign = value < 0 && Number(whole + (fraction ?? '')) !== 0 ? '-' : ''
  return `${sign}${grouped}${fraction ? `.${fraction}` : ''}`
}
