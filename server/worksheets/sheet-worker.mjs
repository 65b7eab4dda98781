// The sheet worker's entry: loads the TypeScript drawing code (through tsx's loader unless the process already
// runs under it, or the compiled server bundled that code into this file) and answers each order with the
// drawn sheet or why it failed. Plain JavaScript so it starts the same under tsx, vitest or plain node.
import { parentPort } from 'node:worker_threads'

if (process.env.COLORLY_COMPILED !== '1' && !process.execArgv.some((arg) => arg.includes('tsx'))) {
  const { register } = await import('tsx/esm/api')
  register()
}
const { drawWorksheet } = await import('./draw-worksheet.ts')
const { NoOutlineError } = await import('./dot-to-dot.ts')

parentPort.on('message', async ({ id, order, page, options }) => {
  try {
    const drawn = await drawWorksheet(order, page && { ...page, png: Buffer.from(page.png) }, options)
    const png = new Uint8Array(drawn.png)
    const pdf = new Uint8Array(drawn.pdf)
    parentPort.postMessage({ id, drawn: { png, pdf, sheet: drawn.sheet } }, [png.buffer, pdf.buffer])
  } catch (error) {
    parentPort.postMessage({
      id,
      failure: { noOutline: error instanceof NoOutlineError, message: String(error?.message ?? error) },
    })
  }
})
