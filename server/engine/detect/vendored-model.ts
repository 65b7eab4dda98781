import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname } from 'node:path'
import { setWasmPaths } from '@tensorflow/tfjs-backend-wasm'
import { type GraphModel, loadGraphModel } from '@tensorflow/tfjs-converter'
import * as tf from '@tensorflow/tfjs-core'

// The models in server/engine/detect/models (each with its licence), run on TensorFlow.js's WebAssembly backend:
// no native binary, no download at run time.

let wasmPathsSet = false
const loaded = new Map<string, Promise<GraphModel>>()

/**
 * The model `name` (its `name.json` and `name.bin` in server/engine/detect/models/`folder`), loaded once a
 * thread (the line worker keeps it between photos). A load that failed is tried again with the next
 * photo rather than remembered.
 */
function vendoredModel(folder: string, name: string): Promise<GraphModel> {
  const key = `${folder}/${name}`
  let model = loaded.get(key)
  if (!model) {
    model = load(folder, name).catch((error) => {
      loaded.delete(key)
      throw error
    })
    loaded.set(key, model)
  }
  return model
}

async function load(folder: string, name: string): Promise<GraphModel> {
  // Said once a thread: the backend refuses to be told again after its first start.
  if (!wasmPathsSet) {
    const require = createRequire(import.meta.url)
    setWasmPaths(`${dirname(require.resolve('@tensorflow/tfjs-backend-wasm/dist/tfjs-backend-wasm.wasm'))}/`)
    wasmPathsSet = true
  }
  if (!(await tf.setBackend('wasm'))) throw new Error('TensorFlow.js’s WebAssembly backend did not start')
  const dir = new URL(`./models/${folder}/`, import.meta.url)
  const json = JSON.parse(readFileSync(new URL(`${name}.json`, dir), 'utf8'))
  const bin = readFileSync(new URL(`${name}.bin`, dir))
  return loadGraphModel(
    tf.io.fromMemory({
      modelTopology: json.modelTopology,
      weightSpecs: json.weightsManifest[0].weights,
      weightData: bin.buffer.slice(bin.byteOffset, bin.byteOffset + bin.length),
    }),
  )
}

/** One of a model's outputs: its shape and its values. */
export type ModelOutput = { shape: number[]; values: tf.TypedArray }

/** Runs the vendored model `name` on one input of `shape`, and frees every tensor however it ends. */
export async function runVendoredModel(
  folder: string,
  name: string,
  values: Float32Array,
  shape: [number, number, number, number],
): Promise<ModelOutput[]> {
  const net = await vendoredModel(folder, name)
  const input = tf.tensor4d(values, shape)
  let outputs: tf.Tensor[] = []
  try {
    outputs = net.execute(input) as tf.Tensor[]
    return await Promise.all(outputs.map(async (t) => ({ shape: t.shape, values: await t.data() })))
  } finally {
    tf.dispose([input, ...outputs])
  }
}
