import { drawing } from './drawing'

/** Household, kitchen and garden things. */
export const HOME_AND_GARDEN = {
  // A serving tray seen from above at a slant: the rim, the floor inside it and a handle hole at each end.
  tray: drawing(`
    <path d="M4 84 L124 84 L120 98 Q119 100 116 100 L12 100 Q9 100 8 98 Z" fill="#a1887f"/>
    <path d="M22 46 L106 46 Q112 46 114 52 L124 80 Q126 86 120 86 L8 86 Q2 86 4 80 L14 52 Q16 46 22 46 Z" fill="#bcaaa4"/>
    <path d="M28 54 L100 54 L110 78 L18 78 Z" fill="#d7ccc8"/>
    <rect x="11" y="88" width="14" height="7" rx="3.5" fill="#6d4c41"/>
    <rect x="103" y="88" width="14" height="7" rx="3.5" fill="#6d4c41"/>`),
  // A saucer: a shallow dish at a slant, its foot underneath and the ring its cup stands in.
  saucer: drawing(`
    <ellipse cx="64" cy="74" rx="40" ry="14" fill="#bdbdbd"/>
    <ellipse cx="64" cy="66" rx="60" ry="20" fill="#e3f2fd"/>
    <ellipse cx="64" cy="66" rx="46" ry="14" fill="#f5f5f5"/>
    <ellipse cx="64" cy="66" rx="22" ry="7" fill="#e3f2fd"/>`),
  // A boiled egg standing in an egg cup.
  'egg-cup': drawing(`
    <ellipse cx="64" cy="44" rx="25" ry="32" fill="#fff8e1"/>
    <path d="M30 60 L98 60 Q96 88 74 94 L74 102 Q90 106 92 114 Q92 120 84 120 L44 120 Q36 120 36 114 Q38 106 54 102 L54 94 Q32 88 30 60 Z" fill="#f48fb1"/>
    <path d="M30 60 L98 60 L97 68 L31 68 Z" fill="#f8bbd0"/>
    <circle cx="50" cy="80" r="5" fill="#fce4ec"/>
    <circle cx="78" cy="80" r="5" fill="#fce4ec"/>
    <circle cx="64" cy="84" r="5" fill="#fce4ec"/>`),
  // An old typewriter: the sheet of paper in the roller, its knobs, the carriage lever and three rows of keys.
  typewriter: drawing(`
    <rect x="36" y="4" width="56" height="46" fill="#ffffff"/>
    <path d="M44 16 L84 16 M44 24 L84 24 M44 32 L76 32" fill="none" stroke="#000" stroke-width="1"/>
    <path d="M12 44 L16 41 L6 28 L2 31 Z" fill="#9e9e9e"/>
    <rect x="14" y="40" width="100" height="14" rx="7" fill="#757575"/>
    <circle cx="11" cy="47" r="7" fill="#bdbdbd"/>
    <circle cx="117" cy="47" r="7" fill="#bdbdbd"/>
    <path d="M22 54 L106 54 L122 112 Q122 118 116 118 L12 118 Q6 118 6 112 Z" fill="#80cbc4"/>
    <path d="M26 68 L102 68 L112 108 L16 108 Z" fill="#4db6ac"/>
    <circle cx="37" cy="77" r="4.5" fill="#fafafa"/><circle cx="49" cy="77" r="4.5" fill="#fafafa"/>
    <circle cx="61" cy="77" r="4.5" fill="#fafafa"/><circle cx="73" cy="77" r="4.5" fill="#fafafa"/>
    <circle cx="85" cy="77" r="4.5" fill="#fafafa"/><circle cx="97" cy="77" r="4.5" fill="#fafafa"/>
    <circle cx="30" cy="89" r="4.5" fill="#fafafa"/><circle cx="42" cy="89" r="4.5" fill="#fafafa"/>
    <circle cx="54" cy="89" r="4.5" fill="#fafafa"/><circle cx="66" cy="89" r="4.5" fill="#fafafa"/>
    <circle cx="78" cy="89" r="4.5" fill="#fafafa"/><circle cx="90" cy="89" r="4.5" fill="#fafafa"/>
    <circle cx="102" cy="89" r="4.5" fill="#fafafa"/>
    <rect x="38" y="97" width="52" height="7" rx="3.5" fill="#fafafa"/>`),
  // A garden trowel: the wooden handle, its metal collar and the pointed blade with a ridge down it. Drawn
  // broad: it is mostly held in a hand, at a hand's size.
  trowel: drawing(`
    <path d="M64 48 C100 52 102 94 64 126 C26 94 28 52 64 48 Z" fill="#cfd8dc"/>
    <path d="M64 60 L64 112" fill="none" stroke="#000" stroke-width="1"/>
    <rect x="48" y="2" width="32" height="46" rx="16" fill="#ffcc80"/>
    <path d="M48 38 L80 38" fill="none" stroke="#000" stroke-width="1"/>`),
  // A feather duster: a fan of feathers, each with its quill, on a long handle.
  'feather-duster': drawing(`
    <rect x="58" y="60" width="12" height="62" rx="6" fill="#a1887f"/>
    <ellipse cx="40" cy="34" rx="12" ry="26" transform="rotate(-30 40 34)" fill="#f48fb1"/>
    <path d="M40 16 L40 58" transform="rotate(-30 40 34)" fill="none" stroke="#000" stroke-width="1"/>
    <ellipse cx="88" cy="34" rx="12" ry="26" transform="rotate(30 88 34)" fill="#f48fb1"/>
    <path d="M88 16 L88 58" transform="rotate(30 88 34)" fill="none" stroke="#000" stroke-width="1"/>
    <ellipse cx="52" cy="28" rx="12" ry="26" transform="rotate(-12 52 28)" fill="#ce93d8"/>
    <path d="M52 10 L52 52" transform="rotate(-12 52 28)" fill="none" stroke="#000" stroke-width="1"/>
    <ellipse cx="76" cy="28" rx="12" ry="26" transform="rotate(12 76 28)" fill="#ce93d8"/>
    <path d="M76 10 L76 52" transform="rotate(12 76 28)" fill="none" stroke="#000" stroke-width="1"/>
    <ellipse cx="64" cy="26" rx="13" ry="26" fill="#f8bbd0"/>
    <path d="M64 8 L64 52" fill="none" stroke="#000" stroke-width="1"/>
    <rect x="54" y="54" width="20" height="10" rx="3" fill="#8d6e63"/>`),
  // A mop: a long handle, the head and its strings.
  mop: drawing(`
    <rect x="60" y="2" width="8" height="86" rx="4" fill="#bcaaa4"/>
    <rect x="44" y="84" width="40" height="10" rx="4" fill="#90caf9"/>
    <path d="M46 94 Q40 110 34 124 L46 124 Q50 110 54 94 Z" fill="#eeeeee"/>
    <path d="M54 94 Q52 110 50 124 L62 124 Q62 110 62 94 Z" fill="#eeeeee"/>
    <path d="M62 94 Q64 110 66 124 L78 124 Q74 110 70 94 Z" fill="#eeeeee"/>
    <path d="M70 94 Q78 110 82 124 L94 124 Q88 110 80 94 Z" fill="#eeeeee"/>`),
  // A harmonica: the two cover plates and the row of holes between them.
  harmonica: drawing(`
    <rect x="6" y="44" width="116" height="40" rx="6" fill="#cfd8dc"/>
    <rect x="6" y="58" width="116" height="12" fill="#ffcc80"/>
    <rect x="12" y="60" width="8" height="8" rx="1" fill="#fff3e0"/><rect x="24" y="60" width="8" height="8" rx="1" fill="#fff3e0"/>
    <rect x="36" y="60" width="8" height="8" rx="1" fill="#fff3e0"/><rect x="48" y="60" width="8" height="8" rx="1" fill="#fff3e0"/>
    <rect x="60" y="60" width="8" height="8" rx="1" fill="#fff3e0"/><rect x="72" y="60" width="8" height="8" rx="1" fill="#fff3e0"/>
    <rect x="84" y="60" width="8" height="8" rx="1" fill="#fff3e0"/><rect x="96" y="60" width="8" height="8" rx="1" fill="#fff3e0"/>
    <rect x="108" y="60" width="8" height="8" rx="1" fill="#fff3e0"/>`),
  // A stretcher on its wheeled legs: the mattress, the pillow and the folding frame under it.
  stretcher: drawing(`
    <path d="M22 72 L28 72 L104 110 L98 112 Z" fill="#bdbdbd"/>
    <path d="M100 72 L106 72 L30 112 L24 110 Z" fill="#bdbdbd"/>
    <rect x="14" y="106" width="100" height="7" rx="2" fill="#9e9e9e"/>
    <circle cx="22" cy="118" r="7" fill="#757575"/><circle cx="106" cy="118" r="7" fill="#757575"/>
    <rect x="2" y="66" width="124" height="8" rx="2" fill="#9e9e9e"/>
    <rect x="8" y="52" width="112" height="16" rx="5" fill="#e3f2fd"/>
    <rect x="12" y="42" width="28" height="14" rx="6" fill="#fafafa"/>`),
  // A diary: a closed book with a heart on the cover and a strap with its little lock.
  diary: drawing(`
    <rect x="24" y="14" width="84" height="104" rx="6" fill="#f8bbd0"/>
    <rect x="24" y="14" width="14" height="104" rx="4" fill="#f48fb1"/>
    <path d="M72 50 C72 40 58 40 58 52 C58 62 72 70 72 74 C72 70 86 62 86 52 C86 40 72 40 72 50 Z" fill="#fce4ec"/>
    <rect x="98" y="58" width="18" height="16" rx="3" fill="#ffd54f"/>
    <circle cx="107" cy="66" r="3" fill="#fff8e1"/>`),
  // A ticket: a stub with notched ends and a torn-off line.
  ticket: drawing(`
    <path d="M8 40 L120 40 L120 56 Q112 64 120 72 L120 88 L8 88 L8 72 Q16 64 8 56 Z" fill="#ffe082"/>
    <path d="M92 42 L92 86" fill="none" stroke="#000" stroke-width="1" stroke-dasharray="4 4"/>
    <rect x="22" y="52" width="58" height="8" rx="2" fill="#fff8e1"/>
    <rect x="22" y="68" width="40" height="8" rx="2" fill="#fff8e1"/>
    <circle cx="106" cy="64" r="6" fill="#fff8e1"/>`),
  // A walking cane: the crook for the hand and the long shaft with its rubber tip.
  cane: drawing(`
    <path d="M74 30 L82 30 L80 116 L72 116 Z" fill="#a1887f"/>
    <path d="M82 32 C82 4 40 4 40 26 L40 34 L48 34 L48 26 C48 14 74 14 74 32 Z" fill="#a1887f"/>
    <rect x="70" y="114" width="12" height="10" rx="3" fill="#616161"/>`),
  // A potter's wheel: the spinning head with a pot of clay on it, on its stand with the splash pan.
  'pottery-wheel': drawing(`
    <rect x="20" y="96" width="88" height="26" rx="6" fill="#90a4ae"/>
    <rect x="58" y="78" width="12" height="20" fill="#78909c"/>
    <ellipse cx="64" cy="84" rx="52" ry="12" fill="#cfd8dc"/>
    <ellipse cx="64" cy="74" rx="34" ry="8" fill="#b0bec5"/>
    <path d="M46 74 Q40 54 50 40 Q44 30 50 26 L78 26 Q84 30 78 40 Q88 54 82 74 Z" fill="#d7ccc8"/>
    <ellipse cx="64" cy="27" rx="14" ry="4" fill="#bcaaa4"/>`),
  // An ice pack: a soft bag with its screw cap.
  'ice-pack': drawing(`
    <rect x="50" y="14" width="28" height="16" rx="4" fill="#90caf9"/>
    <path d="M54 28 L74 28 Q112 36 112 76 Q112 118 64 118 Q16 118 16 76 Q16 36 54 28 Z" fill="#bbdefb"/>
    <rect x="40" y="64" width="18" height="18" rx="3" transform="rotate(-15 49 73)" fill="#e3f2fd"/>
    <rect x="66" y="76" width="18" height="18" rx="3" transform="rotate(12 75 85)" fill="#e3f2fd"/>`),
  // A lunchbox: the handle, the lid with its latches, and an apple sticker on the front.
  lunchbox: drawing(`
    <path d="M44 42 Q44 18 64 18 Q84 18 84 42 L76 42 Q76 26 64 26 Q52 26 52 42 Z" fill="#90a4ae"/>
    <rect x="10" y="40" width="108" height="78" rx="8" fill="#ef9a9a"/>
    <rect x="10" y="40" width="108" height="22" rx="8" fill="#f48fb1"/>
    <rect x="26" y="56" width="12" height="12" rx="2" fill="#ffe082"/>
    <rect x="90" y="56" width="12" height="12" rx="2" fill="#ffe082"/>
    <circle cx="64" cy="92" r="14" fill="#fce4ec"/>
    <path d="M64 78 Q66 72 72 72" fill="none" stroke="#000" stroke-width="1"/>`),
  // A dustpan: the wide scoop with its raised back and the handle.
  dustpan: drawing(`
    <path d="M86 56 L116 22 L124 28 L94 62 Z" fill="#ffb74d"/>
    <path d="M18 54 L98 54 L98 66 L18 66 Z" fill="#64b5f6"/>
    <path d="M18 66 L98 66 L120 108 L4 108 Z" fill="#90caf9"/>
    <path d="M40 72 L30 100 M58 72 L54 100 M76 72 L80 100" fill="none" stroke="#000" stroke-width="1"/>`),
  // A dollhouse with its front open: a roof and chimney, two floors of rooms with furniture.
  dollhouse: drawing(`
    <rect x="88" y="14" width="12" height="24" fill="#bcaaa4"/>
    <rect x="14" y="46" width="100" height="74" fill="#f8bbd0"/>
    <path d="M6 50 L64 10 L122 50 Z" fill="#ef9a9a"/>
    <circle cx="64" cy="34" r="7" fill="#fce4ec"/>
    <rect x="20" y="52" width="40" height="30" fill="#fff8e1"/>
    <rect x="68" y="52" width="40" height="30" fill="#e3f2fd"/>
    <rect x="20" y="88" width="40" height="28" fill="#e3f2fd"/>
    <rect x="68" y="88" width="40" height="28" fill="#fff8e1"/>
    <rect x="26" y="68" width="24" height="14" rx="2" fill="#ce93d8"/>
    <rect x="24" y="64" width="9" height="7" rx="2" fill="#fafafa"/>
    <rect x="80" y="58" width="16" height="12" fill="#b3e5fc"/>
    <rect x="74" y="102" width="28" height="6" fill="#a1887f"/>
    <rect x="78" y="108" width="4" height="8" fill="#a1887f"/>
    <rect x="94" y="108" width="4" height="8" fill="#a1887f"/>
    <rect x="28" y="94" width="12" height="22" rx="2" fill="#a5d6a7"/>`),
  // A bunk bed: two beds one above the other between their posts, with a ladder up.
  'bunk-bed': drawing(`
    <rect x="6" y="8" width="9" height="114" rx="2" fill="#bcaaa4"/>
    <rect x="113" y="8" width="9" height="114" rx="2" fill="#bcaaa4"/>
    <rect x="15" y="18" width="98" height="7" fill="#bcaaa4"/>
    <rect x="15" y="34" width="98" height="12" rx="3" fill="#e3f2fd"/>
    <rect x="18" y="26" width="22" height="10" rx="4" fill="#fafafa"/>
    <rect x="15" y="46" width="98" height="9" fill="#a1887f"/>
    <rect x="15" y="88" width="98" height="12" rx="3" fill="#fff9c4"/>
    <rect x="18" y="80" width="22" height="10" rx="4" fill="#fafafa"/>
    <rect x="15" y="100" width="98" height="9" fill="#a1887f"/>
    <rect x="80" y="55" width="9" height="33" fill="#bcaaa4"/>
    <rect x="104" y="55" width="9" height="33" fill="#bcaaa4"/>
    <path d="M89 64 L104 64 M89 76 L104 76" fill="none" stroke="#000" stroke-width="1"/>`),
  // A baby's high chair: the seat with its back and tray on four tall splayed legs.
  'high-chair': drawing(`
    <path d="M30 70 L37 70 L20 124 L13 124 Z" fill="#bcaaa4"/>
    <path d="M91 70 L98 70 L115 124 L108 124 Z" fill="#bcaaa4"/>
    <path d="M44 70 L50 70 L46 124 L40 124 Z" fill="#a1887f"/>
    <path d="M78 70 L84 70 L88 124 L82 124 Z" fill="#a1887f"/>
    <rect x="22" y="100" width="84" height="6" rx="2" fill="#a1887f"/>
    <rect x="40" y="12" width="48" height="48" rx="10" fill="#ffe0b2"/>
    <rect x="32" y="56" width="64" height="18" rx="3" fill="#ffcc80"/>
    <rect x="20" y="46" width="88" height="10" rx="4" fill="#fff3e0"/>`),
}
