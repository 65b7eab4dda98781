// The line worker's entry: loads the TypeScript job code (through tsx's loader unless the process already
// runs under it, or the compiled server bundled that code into this file) and answers each job message with
// its result or why it failed. Plain JavaScript so it starts the same under tsx, vitest or plain node.
import { parentPort } from 'node:worker_threads'

if (process.env.COLORLY_COMPILED !== '1' && !process.execArgv.some((arg) => arg.includes('tsx'))) {
  const { register } = await import('tsx/esm/api')
  register()
}
const { describeFailure, runLineJob } = await import('./line-work.ts')

parentPort.on('message', async ({ id, job }) => {
  try {
    const result = await runLineJob(job)
    const transfer = [result.art?.bits?.buffer, result.pdf?.buffer].filter(Boolean)
    parentPort.postMessage({ id, result }, transfer)
  } catch (error) {
    parentPort.postMessage({ id, failure: describeFailure(error) })
  }
})
