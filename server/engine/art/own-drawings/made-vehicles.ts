import { band, drawing, spokes } from './drawing'

/**
 * Vehicles a child names that no emoji or icon family draws (docs/decisions/0177-made-things-by-kind.md): a
 * raft, a tower crane, an army tank, a hovercraft, a horse-drawn carriage.
 */
export const MADE_VEHICLES = {
  // A log raft on the water: the round ends of its logs in a row, a rope round them, a mast with a square sail.
  raft: drawing(`
    <rect x="0" y="98" width="128" height="30" fill="#b3e5fc"/>
    <path d="M0 116 Q10 110 20 116 Q30 122 40 116 M88 116 Q98 110 108 116 Q118 122 128 116" fill="none" stroke="#000" stroke-width="1"/>
    <path d="M34 20 Q64 30 94 20 L94 66 Q64 74 34 66 Z" fill="#fff8e1"/>
    <rect x="60" y="6" width="8" height="74" fill="#8d6e63"/>
    <path d="M68 6 L90 12 L68 18 Z" fill="#e53935"/>
    <path d="M8 78 L120 78 L120 88 L8 88 Z" fill="#a1887f"/>
    ${[20, 38, 56, 74, 92, 110].map((x) => `<circle cx="${x}" cy="97" r="9" fill="#bcaaa4"/>`).join('')}
    <path d="M6 94 L122 94" fill="none" stroke="#000" stroke-width="1"/>`),
  // A tower crane: the lattice tower, the long jib across the top and its short arm with the counterweight, the
  // driver's cab, the hook hanging on its cable.
  crane: drawing(`
    <rect x="38" y="34" width="16" height="92" fill="#fdd835"/>
    <path d="M38 34 L54 52 L38 70 L54 88 L38 106 L54 124" fill="none" stroke="#000" stroke-width="1.2"/>
    <rect x="2" y="22" width="124" height="12" fill="#fdd835"/>
    <path d="M56 22 L66 34 L76 22 L86 34 L96 22 L106 34 L116 22 L126 34" fill="none" stroke="#000" stroke-width="1.2"/>
    <path d="M46 22 L46 4" fill="none" stroke="#000" stroke-width="2"/>
    <path d="M46 4 L4 22 M46 4 L124 22" fill="none" stroke="#000" stroke-width="1"/>
    <rect x="4" y="34" width="22" height="18" fill="#9e9e9e"/>
    <rect x="54" y="34" width="18" height="16" rx="2" fill="#90caf9"/>
    <path d="M108 34 L108 80" fill="none" stroke="#000" stroke-width="1.5"/>
    <rect x="102" y="78" width="12" height="8" fill="#616161"/>
    <path d="M108 86 L108 94 Q108 102 102 102 Q96 102 96 96" fill="none" stroke="#000" stroke-width="3"/>`),
  // An army tank from the side: the track round its wheels, the sloped hull, the turret and its long gun.
  tank: drawing(`
    <rect x="6" y="88" width="116" height="32" rx="16" fill="#616161"/>
    ${[24, 44, 64, 84, 104].map((x) => `<circle cx="${x}" cy="104" r="9" fill="#9e9e9e"/>`).join('')}
    <path d="M4 88 L14 70 L114 70 L124 88 Z" fill="#689f38"/>
    <path d="M36 70 Q38 44 64 44 L84 44 Q96 44 96 70 Z" fill="#7cb342"/>
    <rect x="92" y="50" width="36" height="8" rx="2" fill="#558b2f"/>
    <rect x="56" y="36" width="18" height="9" rx="2" fill="#558b2f"/>`),
  // A hovercraft from the side: the black rubber skirt it rides on, the cabin with its windows, a big fan in
  // its ring at the back and the rudder behind it.
  hovercraft: drawing(`
    <rect x="0" y="112" width="128" height="16" fill="#b3e5fc"/>
    <path d="M4 104 Q4 88 20 88 L116 88 Q126 88 126 100 Q126 116 110 116 L18 116 Q4 116 4 104 Z" fill="#424242"/>
    <path d="M8 90 L12 74 L100 74 L120 90 Z" fill="#ef5350"/>
    <path d="M22 74 L30 52 L78 52 L90 74 Z" fill="#eeeeee"/>
    <path d="M34 70 L38 58 L52 58 L52 70 Z M58 70 L58 58 L74 58 L80 70 Z" fill="#90caf9"/>
    <circle cx="104" cy="52" r="22" fill="#bdbdbd"/>
    <circle cx="104" cy="52" r="15" fill="#eeeeee"/>
    <path d="${spokes(104, 52, 3, 15, 3)}" fill="none" stroke="#000" stroke-width="3"/>
    <path d="M100 74 L108 74 L106 88 L102 88 Z" fill="#9e9e9e"/>`),
  // A horse-drawn carriage from the side: the rounded coach with its door window and roof rail, the coachman's
  // seat in front, a lamp, a big spoked back wheel and a smaller front one.
  carriage: drawing(`
    <path d="${band(
      [
        [28, 100],
        [64, 90],
        [100, 100],
      ],
      6,
    )}" fill="#a1887f"/>
    <path d="M24 42 Q24 16 64 16 Q104 16 104 42 L104 68 Q104 90 64 90 Q24 90 24 68 Z" fill="#ef9a9a"/>
    <path d="M44 16 L48 6 L56 14 L64 4 L72 14 L80 6 L84 16 Z" fill="#ffca28"/>
    <rect x="50" y="30" width="28" height="50" rx="6" fill="#e57373"/>
    <ellipse cx="64" cy="46" rx="10" ry="11" fill="#fff8e1"/>
    <path d="M104 56 L122 56 L124 44 L128 44 L126 66 L104 66 Z" fill="#8d6e63"/>
    <rect x="10" y="40" width="10" height="14" rx="2" fill="#fff59d"/>
    <path d="M20 48 L24 48" fill="none" stroke="#000" stroke-width="1.5"/>
    ${[28, 100]
      .map(
        (x) =>
          `<circle cx="${x}" cy="106" r="20" fill="#a1887f"/><circle cx="${x}" cy="106" r="15" fill="#ffe0b2"/><path d="${spokes(x, 106, 4, 15, 10)}" fill="none" stroke="#000" stroke-width="1.2"/><circle cx="${x}" cy="106" r="5" fill="#a1887f"/>`,
      )
      .join('')}`),
}
