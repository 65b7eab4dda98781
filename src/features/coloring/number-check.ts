// Color by number on the screen: which labelled regions already hold their number's colour.

export type NumberKey = { number: number; color_name: string; hex: string }[]
export type NumberLabels = { answer: number; fill_x?: number; fill_y?: number }[]

const TOLERANCE = 10

const channels = (hex: string) => [1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16))

/**
 * How many labelled regions are filled with the key's colour for their answer, read from the color layer at
 * each label's fill point (paper of its region, clear of the label), out of how many can be checked.
 */
export function countRight(
  layer: Pick<CanvasRenderingContext2D, 'getImageData'>,
  key: NumberKey,
  labels: NumberLabels,
): { right: number; total: number } {
  let right = 0
  let total = 0
  for (const label of labels) {
    const entry = key.find((k) => k.number === label.answer)
    if (!entry || label.fill_x === undefined || label.fill_y === undefined) continue
    total++
    const [r, g, b, a] = layer.getImageData(label.fill_x, label.fill_y, 1, 1).data
    const [er, eg, eb] = channels(entry.hex)
    if (
      a > 200 &&
      Math.abs(r - er) <= TOLERANCE &&
      Math.abs(g - eg) <= TOLERANCE &&
      Math.abs(b - eb) <= TOLERANCE
    )
      right++
  }
  return { right, total }
}
