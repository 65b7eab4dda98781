import { band, drawing } from './drawing'

const f = (n: number) => n.toFixed(1)

/** One ear of grain on its stalk: a stalk from `base` to `top`, paired grains up the ear, whiskers (awns) above. */
function ear(base: [number, number], top: [number, number], awns: boolean) {
  const [bx, by] = base
  const [tx, ty] = top
  const stalk = `<path d="${band(
    [
      [bx, by],
      [(bx + tx) / 2, (by + ty) / 2 + 6],
      [tx, ty + 30],
    ],
    3,
  )}" fill="#c5a84f"/>`
  let grains = ''
  for (let k = 0; k < 5; k++) {
    const y = ty + 28 - k * 6
    const x = tx + (ty + 30 - y) * ((tx - bx) / (by - ty)) * 0.3
    grains += `<ellipse cx="${f(x - 3.2)}" cy="${f(y)}" rx="3.4" ry="5" transform="rotate(-20 ${f(x - 3.2)} ${f(y)})" fill="#f0d97a"/>`
    grains += `<ellipse cx="${f(x + 3.2)}" cy="${f(y)}" rx="3.4" ry="5" transform="rotate(20 ${f(x + 3.2)} ${f(y)})" fill="#f0d97a"/>`
    if (awns)
      grains += `<path d="M${f(x - 4)} ${f(y - 4)} L${f(x - 10)} ${f(y - 22)} M${f(x + 4)} ${f(y - 4)} L${f(x + 10)} ${f(y - 22)}" fill="none" stroke="#000" stroke-width="0.8"/>`
  }
  return `${stalk}${grains}`
}

/**
 * Land and plants a page named and drew nothing for (docs/decisions/0216-plants-and-land-drawn.md): an iceberg
 * (drawn alone it was a snowman, the snowy scene's own prop), barley and the other whiskered grain crops, heather.
 */
export const ICE_AND_CROPS = {
  // An iceberg: a jagged white peak riding on the water, its bigger part showing pale under the waterline,
  // the way children are taught an iceberg looks.
  iceberg: drawing(`
    <path d="M18 70 L12 96 L30 118 L70 124 L104 110 L114 86 L106 70 Z" fill="#e1f5fe"/>
    <path d="M0 70 Q4 66 8 70 T16 70 M110 70 Q114 66 118 70 T126 70" fill="none" stroke="#000" stroke-width="1.2"/>
    <path d="M14 70 L30 40 L40 48 L56 14 L70 34 L80 28 L96 52 L110 70 Z" fill="#ffffff"/>
    <path d="M56 14 L52 44 L40 48 M70 34 L66 56 M80 28 L84 50" fill="none" stroke="#000" stroke-width="1"/>
    <path d="M50 100 Q58 96 66 100 M36 88 Q42 85 48 88" fill="none" stroke="#000" stroke-width="1"/>`),
  // Barley: a handful of ripe ears, each with its long whiskers, on stalks gathered at the foot.
  barley: drawing(`
    ${ear([64, 126], [30, 14], true)}
    ${ear([64, 126], [64, 6], true)}
    ${ear([64, 126], [98, 14], true)}
    ${ear([64, 126], [46, 30], true)}
    ${ear([64, 126], [82, 30], true)}
    <path d="M54 112 Q64 106 74 112 L72 118 Q64 114 56 118 Z" fill="#a1887f"/>`),
  // Heather: a low mound of wiry stems, each tipped with a spike of tiny bell flowers.
  heather: drawing(`
    <path d="M8 124 Q20 92 64 88 Q108 92 120 124 Z" fill="#8bc34a"/>
    ${[
      [20, 104, -18],
      [34, 94, -10],
      [50, 88, -4],
      [64, 86, 0],
      [78, 88, 4],
      [94, 94, 10],
      [108, 104, 18],
    ]
      .map(([x, y, lean]) => {
        let bells = `<path d="M${x} ${y} L${x + lean} ${y - 46}" fill="none" stroke="#000" stroke-width="1"/>`
        for (let k = 0; k < 6; k++) {
          const t = 0.3 + k * 0.13
          const bx = x + lean * t
          const by = y - 46 * t
          bells += `<ellipse cx="${f(bx - 3.5)}" cy="${f(by)}" rx="3" ry="3.6" fill="#ce93d8"/>`
          bells += `<ellipse cx="${f(bx + 3.5)}" cy="${f(by - 3)}" rx="3" ry="3.6" fill="#ba68c8"/>`
        }
        return bells
      })
      .join('')}`),
}
