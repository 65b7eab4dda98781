import { drawing } from './drawing'

/** Landmarks by their kind (docs/decisions/0121-landmarks-named-by-kind.md): a statue on its pedestal. */
export const LANDMARKS = {
  // A statue: a robed figure with its arms held wide on a stepped stone pedestal, the folds of the robe as
  // lines inside it. Drawn for a statue named ("Christ the Redeemer").
  statue: drawing(`
    <path d="M30 122 L98 122 L98 128 L30 128 Z" fill="#9e9e9e"/>
    <path d="M38 104 L90 104 L90 122 L38 122 Z" fill="#bdbdbd"/>
    <path d="M44 96 L84 96 L84 104 L44 104 Z" fill="#9e9e9e"/>
    <path d="M56 36 L72 36 Q76 60 78 72 L82 96 L46 96 L50 72 Q52 60 56 36 Z" fill="#e0e0e0"/>
    <path d="M6 36 Q10 32 18 33 L56 34 L72 34 L110 33 Q118 32 122 36 L120 44 Q112 44 104 44 L74 48 L54 48 L24 44 Q16 44 8 44 Z" fill="#eeeeee"/>
    <path d="M60 52 Q58 74 56 94 M68 52 Q70 74 72 94 M54 60 L74 60" fill="none" stroke="#000" stroke-width="1"/>
    <path d="M58 30 L70 30 L70 38 L58 38 Z" fill="#e0e0e0"/>
    <circle cx="64" cy="21" r="10" fill="#f5f5f5"/>`),
}
