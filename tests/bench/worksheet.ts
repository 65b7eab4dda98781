// npm run bench:worksheet [-- rounds]: how long making a worksheet from a page already in the library takes
// (decode the stored PNG, find its regions, draw the sheet, write its PNG and PDF), per kind, on an easy and
// an intricate "a lion wearing a crown", on the worker thread the server draws them on. Prints the p50 of wall
// time and of CPU time (the whole process's, workers included): on a shared, loaded machine the CPU time says
// what the work costs, the wall time what a teacher waits.

import { loadavg } from 'node:os'
import { renderPage, shutdownRenderPool } from '../../server/engine'
import type { WorksheetOrder } from '../../server/worksheets/draw-worksheet'
import { drawWorksheetOffThread, shutdownSheetPool } from '../../server/worksheets/sheet-pool'

const rounds = Number(process.argv[2] ?? 7)
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]

const ORDERS: [string, WorksheetOrder][] = [
  ['color by number, add10, 6 colours', { kind: 'color_by_number', colors: 6, labels: 'add10' }],
  ['dot to dot, 30 dots', { kind: 'dot_to_dot', dots: 30, countBy: 1 }],
  ['tracing "friend"', { kind: 'tracing', text: 'friend', style: 'print', size: 'letter' }],
]

console.log(`load average ${loadavg()[0].toFixed(1)} on this machine; ${rounds} rounds each`)
for (const complexity of ['easy', 'intricate'] as const) {
  const page = await renderPage({
    prompt: 'a lion wearing a crown',
    complexity,
    style: 'cartoon',
    size: 'letter',
    seed: 1,
    watermark: true,
  })
  const source = {
    png: page.png,
    sheet: 'letter' as const,
    subjects: page.subjects,
    hasWatermark: true,
    title: 'lion',
  }
  for (const [name, order] of ORDERS) {
    if (order.kind === 'tracing' && complexity === 'intricate') continue
    // The first sheet also starts the worker and loads its fonts: a server pays that once, not per sheet.
    await drawWorksheetOffThread(order, source, { watermark: true, seed: 0 })
    const wall: number[] = []
    const cpu: number[] = []
    for (let i = 0; i < rounds; i++) {
      const started = performance.now()
      const used = process.cpuUsage()
      await drawWorksheetOffThread(order, source, { watermark: true, seed: i })
      const spent = process.cpuUsage(used)
      wall.push(performance.now() - started)
      cpu.push((spent.user + spent.system) / 1000)
    }
    const label = order.kind === 'tracing' ? name : `${name}, ${complexity}`
    console.log(
      `${label.padEnd(46)} p50 ${median(wall).toFixed(0).padStart(5)} ms wall, ${median(cpu).toFixed(0).padStart(5)} ms CPU`,
    )
  }
}
await shutdownRenderPool()
await shutdownSheetPool()
