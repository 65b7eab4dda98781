import { drawing } from './drawing'

/** Foods of the breakfast and tea table no emoji draws: a fried egg, a jar of jam, hot cross buns. */
export const KITCHEN_TABLE = {
  // A fried egg: the wavy white spread out flat, the round yolk with its shine.
  'fried-egg': drawing(`
    <path d="M22 52 Q14 28 38 22 Q52 8 72 16 Q96 10 106 30 Q124 42 116 64 Q124 90 102 100 Q92 122 66 114 Q44 124 32 106 Q8 100 14 78 Q4 62 22 52 Z" fill="#fafafa"/>
    <circle cx="60" cy="62" r="24" fill="#ffca28"/>
    <path d="M48 54 Q52 46 60 44" fill="none" stroke="#000" stroke-width="1"/>`),
  // A jar of jam: a checked cloth over the lid tied with string, a strawberry on the label.
  jam: drawing(`
    <path d="M28 40 Q28 34 34 34 L94 34 Q100 34 100 40 L100 112 Q100 124 88 124 L40 124 Q28 124 28 112 Z" fill="#e57373"/>
    <path d="M20 30 Q18 16 34 12 L94 12 Q110 16 108 30 L112 46 Q104 52 96 46 Q88 52 80 46 Q72 52 64 46 Q56 52 48 46 Q40 52 32 46 Q24 52 16 46 Z" fill="#fafafa"/>
    <path d="M38 12 L36 48 M56 12 L56 50 M74 12 L74 50 M92 12 L94 48 M20 30 L108 30" fill="none" stroke="#000" stroke-width="1"/>
    <rect x="24" y="34" width="80" height="6" rx="3" fill="#bcaaa4"/>
    <rect x="38" y="62" width="52" height="44" rx="6" fill="#fff9c4"/>
    <path d="M64 102 Q46 92 48 80 Q50 70 64 72 Q78 70 80 80 Q82 92 64 102 Z" fill="#ef5350"/>
    <path d="M52 72 L58 64 L64 70 L70 64 L76 72 Q64 78 52 72 Z" fill="#81c784"/>`),
  // Hot cross buns: two round glazed buns side by side and one in front, each with its piped cross.
  'hot-cross-bun': drawing(`
    ${[
      [36, 52],
      [92, 52],
      [64, 86],
    ]
      .map(
        ([x, y]) => `
    <path d="M${x - 32} ${y + 10} Q${x - 32} ${y - 28} ${x} ${y - 28} Q${x + 32} ${y - 28} ${x + 32} ${y + 10} Q${x + 32} ${y + 26} ${x} ${y + 26} Q${x - 32} ${y + 26} ${x - 32} ${y + 10} Z" fill="#ffb74d"/>
    <path d="M${x - 24} ${y} Q${x} ${y - 6} ${x + 24} ${y} L${x + 24} ${y + 8} Q${x} ${y + 2} ${x - 24} ${y + 8} Z" fill="#fff8e1"/>
    <path d="M${x - 4} ${y - 22} Q${x - 6} ${y + 2} ${x - 4} ${y + 22} L${x + 4} ${y + 22} Q${x + 2} ${y + 2} ${x + 4} ${y - 22} Z" fill="#fff8e1"/>`,
      )
      .join('')}`),
}
