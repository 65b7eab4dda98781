import { drawing } from './drawing'
import { archway, f, line, poly } from './landmarks-drawn'

// Famous temples, walls and places in their own shape (docs/decisions/0149-more-landmarks-drawn.md): each by what
// people know it by, where the drawing of its kind (a tower, a Hindu temple, a Greek temple, a castle, a lake, a
// mountain) missed it: Blackpool Tower's lattice on its ballroom block, Angkor Wat's five lotus-bud towers, the
// Treasury carved into Petra's cliff, the Kremlin's Spasskaya Tower over the red wall, Lake Bled's church on its
// island, the karst islands of Ha Long Bay.

// Blackpool Tower: the red lattice tower standing on the roof of its broad building, the platform near the top,
// the small lantern and the flag.
function blackpoolTower() {
  const red = '#ef9a9a'
  let out = ''
  // The flagpole and flag, then the lantern and its cupola.
  out += line(
    [
      [40, 18],
      [40, 2],
    ],
    1,
  )
  out += '<rect x="40" y="2" width="12" height="8" fill="#ef9a9a"/>'
  out += '<path d="M33 24 Q40 12 47 24 Z" fill="#e0e0e0"/>'
  out += '<rect x="33" y="24" width="14" height="12" fill="#eeeeee"/>'
  out += line(
    [
      [40, 24],
      [40, 36],
    ],
    0.8,
  )
  out += '<rect x="27" y="36" width="26" height="5" fill="#bdbdbd"/>'
  // The tower: four legs tapering straight up, braced in crosses from floor to floor.
  out += poly(
    [
      [14, 140],
      [31, 41],
      [49, 41],
      [66, 140],
    ],
    red,
  )
  let brace = ''
  const half = (y: number) => 9 + ((y - 41) / 99) * 17
  const floors = [41, 58, 76, 95, 116, 140]
  for (let k = 0; k < floors.length - 1; k++) {
    const [a, b] = [floors[k], floors[k + 1]]
    brace += `M${f(40 - half(a))} ${a} L${f(40 + half(b))} ${b} M${f(40 + half(a))} ${a} L${f(40 - half(b))} ${b} `
    brace += `M${f(40 - half(b))} ${b} L${f(40 + half(b))} ${b} `
  }
  out += `<path d="${brace}" fill="none" stroke="#000" stroke-width="0.9"/>`
  // The building it stands on, with its row of tall arched windows.
  out += '<rect x="2" y="138" width="76" height="32" fill="#e0e0e0"/>'
  out += '<rect x="0" y="134" width="80" height="5" fill="#bdbdbd"/>'
  for (let x = 8; x < 72; x += 14) out += `<path d="${archway(x, 164, 8, 18)}" fill="#757575"/>`
  return drawing(out, 80, 170)
}

// Angkor Wat: the five lotus-bud towers, the middle one tallest, over the long galleried terrace, its reflection
// in the moat in front.
function angkorWat() {
  let out = ''
  const bud = (x: number, w: number, top: number, foot: number, fill: string) => {
    const h = foot - top
    let t = `<path d="M${f(x - w / 2)} ${foot} L${f(x - w / 2)} ${f(foot - h * 0.25)} Q${f(x - w * 0.62)} ${f(top + h * 0.3)} ${f(x)} ${top} Q${f(x + w * 0.62)} ${f(top + h * 0.3)} ${f(x + w / 2)} ${f(foot - h * 0.25)} L${f(x + w / 2)} ${foot} Z" fill="${fill}"/>`
    // Its tiers: bands across the bud, closer together near the tip.
    let d = ''
    for (const k of [0.22, 0.42, 0.6, 0.75]) {
      const y = foot - h * k
      const r = k < 0.75 ? w / 2 : w * 0.36
      d += `M${f(x - r)} ${f(y)} L${f(x + r)} ${f(y)} `
    }
    t += `<path d="${d}" fill="none" stroke="#000" stroke-width="0.7"/>`
    return t
  }
  out += bud(80, 22, 6, 66, '#e0e0e0')
  out += bud(56, 17, 24, 70, '#bdbdbd') + bud(104, 17, 24, 70, '#bdbdbd')
  out += bud(30, 14, 38, 74, '#e0e0e0') + bud(130, 14, 38, 74, '#e0e0e0')
  // The gallery: a long roof over a row of pillars, the gate in the middle, the terrace and its steps.
  out += poly(
    [
      [10, 78],
      [16, 70],
      [144, 70],
      [150, 78],
    ],
    '#bdbdbd',
  )
  out += '<rect x="12" y="78" width="136" height="14" fill="#eeeeee"/>'
  let pillars = ''
  for (let x = 18; x < 144; x += 7) if (Math.abs(x + 1 - 80) > 8) pillars += `M${x} 79 L${x} 91 `
  out += `<path d="${pillars}" fill="none" stroke="#000" stroke-width="0.9"/>`
  out += poly(
    [
      [68, 78],
      [80, 62],
      [92, 78],
    ],
    '#e0e0e0',
  )
  out += `<path d="${archway(74, 92, 12, 13)}" fill="#757575"/>`
  out += '<rect x="4" y="92" width="152" height="6" fill="#bdbdbd"/>'
  // The moat: water lines.
  let water = ''
  for (const [y, a, b] of [
    [103, 10, 60],
    [103, 90, 150],
    [109, 30, 130],
  ])
    water += `M${a} ${y} Q${(a + b) / 2} ${y - 2} ${b} ${y} `
  out += `<path d="${water}" fill="none" stroke="#000" stroke-width="0.8"/>`
  return drawing(out, 160, 112)
}

// The Treasury at Petra: the two-storey front carved into the pink cliff, the columns and pediment below, the
// round tholos with its urn between the broken halves of the pediment above, the dark doorway.
function petraTreasury() {
  let out = ''
  // The cliff the front is cut into.
  out += '<path d="M0 140 L0 18 Q12 4 30 8 Q50 0 70 6 Q92 0 108 8 Q124 4 128 20 L128 140 Z" fill="#ffccbc"/>'
  // Upper storey: the side pavilions with their half pediments, the tholos with its cone and urn.
  for (const [x0, x1, low, high] of [
    [18, 46, 40, 30],
    [82, 110, 40, 30],
  ]) {
    const inner = x0 < 64 ? x1 : x0
    const outer = x0 < 64 ? x0 : x1
    out += `<rect x="${x0}" y="40" width="${x1 - x0}" height="26" fill="#eeeeee"/>`
    out += poly(
      [
        [outer, low],
        [inner, high],
        [inner, low],
      ],
      '#e0e0e0',
    )
    let cols = ''
    for (let k = 0; k < 3; k++) {
      const x = x0 + 4 + k * ((x1 - x0 - 8) / 2)
      cols += `M${f(x)} 42 L${f(x)} 66 `
    }
    out += `<path d="${cols}" fill="none" stroke="#000" stroke-width="0.9"/>`
  }
  out += '<rect x="52" y="28" width="24" height="38" fill="#eeeeee"/>'
  out += poly(
    [
      [50, 28],
      [64, 14],
      [78, 28],
    ],
    '#e0e0e0',
  )
  out += '<ellipse cx="64" cy="11" rx="3" ry="4" fill="#eeeeee"/>'
  let tholos = ''
  for (const x of [56, 64, 72]) tholos += `M${x} 30 L${x} 66 `
  out += `<path d="${tholos}" fill="none" stroke="#000" stroke-width="0.9"/>`
  // The band between the storeys, the lower pediment over the middle four columns, the columns, the door.
  out += '<rect x="12" y="66" width="104" height="8" fill="#e0e0e0"/>'
  out += poly(
    [
      [34, 82],
      [64, 70],
      [94, 82],
    ],
    '#eeeeee',
  )
  // The portico as one carved block, its columns as their edges: as separate slim shapes they fell below Easy's
  // smallest detail beside people and the lower storey vanished.
  out += '<rect x="12" y="82" width="104" height="54" fill="#eeeeee"/>'
  let columns = 'M12 88 L116 88 M12 132 L116 132 '
  for (const x of [16, 32, 46, 74, 88, 104]) columns += `M${x} 88 L${x} 132 M${x + 8} 88 L${x + 8} 132 `
  out += `<path d="${columns}" fill="none" stroke="#000" stroke-width="1"/>`
  out += '<rect x="56" y="104" width="16" height="28" fill="#616161"/>'
  return drawing(out, 128, 140)
}

// The Kremlin: the Spasskaya Tower with its clock and its star on the tall spire, over the red wall and its
// swallow-tailed battlements, the golden onion domes of the cathedrals behind.
function kremlin() {
  let out = ''
  // Onion domes on their drums, behind the wall.
  const onion = (x: number, base: number, r: number) =>
    `<rect x="${f(x - r * 0.7)}" y="${f(base - r * 1.2)}" width="${f(r * 1.4)}" height="${f(r * 1.2)}" fill="#eeeeee"/>` +
    `<path d="M${f(x - r)} ${f(base - r * 1.2)} Q${f(x - r * 1.1)} ${f(base - r * 2.6)} ${f(x)} ${f(base - r * 3.4)} Q${f(x + r * 1.1)} ${f(base - r * 2.6)} ${f(x + r)} ${f(base - r * 1.2)} Z" fill="#ffe082"/>` +
    line(
      [
        [x, base - r * 3.4],
        [x, base - r * 4.2],
      ],
      0.9,
    )
  out += onion(22, 72, 7) + onion(40, 66, 8) + onion(120, 66, 8) + onion(138, 72, 7)
  // The red wall with its swallow-tailed battlements.
  let top: [number, number][] = [[0, 110]]
  for (let x = 0; x < 160; x += 10) {
    top.push([x, 70], [x + 1, 62], [x + 3.5, 65], [x + 6, 62], [x + 7, 70])
  }
  top = [...top, [160, 70], [160, 110]]
  out += poly(top, '#ef9a9a')
  let bricks = ''
  for (const y of [80, 90, 100]) bricks += `M0 ${y} L160 ${y} `
  out += `<path d="${bricks}" fill="none" stroke="#000" stroke-width="0.6"/>`
  // The Spasskaya Tower: the square tower, the clock, the stepped upper tiers, the tall spire and the star.
  out += '<rect x="66" y="46" width="28" height="64" fill="#ef9a9a"/>'
  out += `<path d="${archway(74, 110, 12, 20)}" fill="#616161"/>`
  out += '<rect x="69" y="30" width="22" height="16" fill="#e0e0e0"/>'
  out += '<circle cx="80" cy="38" r="6" fill="#eeeeee"/>'
  out += line(
    [
      [80, 38],
      [80, 34],
      [80, 38],
      [83, 38],
    ],
    0.8,
  )
  out += '<rect x="72" y="22" width="16" height="8" fill="#ef9a9a"/>'
  out += poly(
    [
      [72, 22],
      [80, 6],
      [88, 22],
    ],
    '#a5d6a7',
  )
  const star: [number, number][] = []
  for (let k = 0; k < 10; k++) {
    const a = -Math.PI / 2 + (k * Math.PI) / 5
    const r = k % 2 === 0 ? 4.5 : 2
    star.push([80 + r * Math.cos(a), 3.5 + r * Math.sin(a)])
  }
  out += poly(star, '#ef9a9a')
  return drawing(out, 160, 110)
}

// Lake Bled: the little wooded island with its white church and tall steepled tower, the castle on its cliff
// above the shore, the mountains behind; the lake is the page's water.
function lakeBled() {
  let out = ''
  out +=
    '<path d="M0 74 L0 40 L22 18 L40 34 L62 14 L88 38 L110 22 L128 36 L160 28 L160 74 Z" fill="#e0e0e0"/>'
  // The castle's cliff and the castle on top.
  out += '<path d="M112 84 L118 56 Q124 40 132 38 L160 36 L160 84 Z" fill="#bdbdbd"/>'
  out += '<rect x="130" y="26" width="22" height="12" fill="#eeeeee"/>'
  out += '<rect x="140" y="16" width="8" height="12" fill="#eeeeee"/>'
  out += poly(
    [
      [139, 16],
      [144, 9],
      [149, 16],
    ],
    '#bdbdbd',
  )
  // The island: a round wooded mound, the trees behind the church.
  out += '<path d="M30 84 Q38 66 60 64 Q84 62 96 70 Q104 76 106 84 Z" fill="#a5d6a7"/>'
  for (const [x, y, r] of [
    [40, 70, 7],
    [94, 68, 7],
    [84, 62, 6],
  ])
    out += `<circle cx="${x}" cy="${y}" r="${r}" fill="#81c784"/>`
  // The church: its nave with a pitched roof, the tall tower with its steep pointed spire.
  out += '<rect x="48" y="56" width="26" height="18" fill="#eeeeee"/>'
  out += poly(
    [
      [46, 57],
      [52, 48],
      [74, 48],
      [74, 57],
    ],
    '#bdbdbd',
  )
  out += '<rect x="74" y="32" width="10" height="42" fill="#eeeeee"/>'
  out += poly(
    [
      [73, 32],
      [79, 10],
      [85, 32],
    ],
    '#bdbdbd',
  )
  out += `<path d="${archway(76.5, 44, 5, 8)}" fill="#757575"/>`
  out += `<path d="${archway(57, 74, 7, 10)}" fill="#757575"/>`
  return drawing(out, 160, 84)
}

// Ha Long Bay: steep limestone islands rising sheer out of the water (the page's sea), knobbly topped, and a junk
// with its ribbed sails between them.
function haLongBay() {
  let out = ''
  // Each island its own crooked pillar: sheer, undercut sides, a knobbly top tufted with trees.
  out += '<path d="M6 82 L10 62 Q6 50 12 42 Q14 34 20 36 Q24 32 28 38 Q32 44 30 52 L36 82 Z" fill="#e0e0e0"/>'
  out +=
    '<path d="M122 82 L126 60 Q124 48 130 42 Q134 36 140 40 Q146 36 150 44 Q154 52 150 60 L154 82 Z" fill="#e0e0e0"/>'
  out +=
    '<path d="M40 82 L46 60 Q40 46 46 32 Q48 20 54 18 Q58 12 64 16 Q70 12 74 22 Q78 32 72 44 Q70 54 76 66 L80 82 Z" fill="#bdbdbd"/>'
  out +=
    '<path d="M90 82 L94 64 Q90 52 96 42 Q98 32 104 34 Q108 28 112 34 Q118 40 114 52 L116 64 L120 82 Z" fill="#bdbdbd"/>'
  // Rock streaks down the near islands.
  let streaks = ''
  for (const [x, a, b] of [
    [54, 28, 70],
    [64, 24, 56],
    [100, 42, 74],
    [108, 46, 76],
  ])
    streaks += `M${x} ${a} Q${x + 2} ${(a + b) / 2} ${x} ${b} `
  out += `<path d="${streaks}" fill="none" stroke="#000" stroke-width="0.8"/>`
  // The junk: the hull with its raised stern, two ribbed sails.
  out += '<path d="M70 90 L124 90 L130 82 L126 98 L76 98 Z" fill="#bcaaa4"/>'
  for (const [x0, x1, top] of [
    [84, 102, 56],
    [106, 120, 64],
  ]) {
    out += `<path d="M${x0} 88 L${x0 + 2} ${top} Q${(x0 + x1) / 2} ${top - 6} ${x1} ${top + 2} L${x1} 88 Z" fill="#ffcc80"/>`
    let ribs = ''
    for (let y = top + 7; y < 86; y += 7) ribs += `M${x0 + 1} ${y} L${x1} ${y} `
    out += `<path d="${ribs}" fill="none" stroke="#000" stroke-width="0.8"/>`
  }
  return drawing(out, 160, 100)
}

export const LANDMARK_TEMPLES_AND_PLACES = {
  'blackpool-tower': blackpoolTower(),
  'angkor-wat': angkorWat(),
  'petra-treasury': petraTreasury(),
  'moscow-kremlin': kremlin(),
  'lake-bled': lakeBled(),
  'ha-long-bay': haLongBay(),
}
