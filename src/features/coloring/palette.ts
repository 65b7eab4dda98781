// Crayon colors, named for screen readers (and for the child who asks). Close to the classic
// 24-crayon box, ordered as the box is: warm to cool, then browns, greys and black-and-white.

export type Crayon = { name: string; hex: string }

export const CRAYONS: readonly Crayon[] = [
  { name: 'Red', hex: '#e2262f' },
  { name: 'Red orange', hex: '#ff5a36' },
  { name: 'Orange', hex: '#ff8a1f' },
  { name: 'Yellow orange', hex: '#ffb22b' },
  { name: 'Yellow', hex: '#ffe23b' },
  { name: 'Yellow green', hex: '#b5dd3e' },
  { name: 'Green', hex: '#2eaa4a' },
  { name: 'Forest green', hex: '#1e6b3c' },
  { name: 'Blue green', hex: '#13a3a0' },
  { name: 'Sky blue', hex: '#6ccbf2' },
  { name: 'Blue', hex: '#2a6fdb' },
  { name: 'Navy blue', hex: '#1f3a8a' },
  { name: 'Violet', hex: '#7a4bd0' },
  { name: 'Lavender', hex: '#c4a7ef' },
  { name: 'Magenta', hex: '#d12f9a' },
  { name: 'Pink', hex: '#ff9ac4' },
  { name: 'Peach', hex: '#ffcba4' },
  { name: 'Tan', hex: '#d8a66b' },
  { name: 'Brown', hex: '#8b5a2b' },
  { name: 'Mahogany', hex: '#5e2f1f' },
  { name: 'Gray', hex: '#9a98a0' },
  { name: 'Dark gray', hex: '#55535c' },
  { name: 'Black', hex: '#17151c' },
  { name: 'White', hex: '#ffffff' },
]

export const DEFAULT_COLOR = CRAYONS[0].hex

/** The crayon's name, or a plain description of a custom color. */
export function colorName(hex: string): string {
  return CRAYONS.find((c) => c.hex === hex.toLowerCase())?.name ?? `Custom color ${hex.toUpperCase()}`
}
