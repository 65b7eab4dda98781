// resvg-wasm hands a render's pixels over only as a copy out of its WebAssembly memory: 17.8 MB for a Letter
// band, made and dropped twice a page. Each copy is a fresh allocation in the worker thread's malloc arena, and
// the arenas of two render workers kept what they once held: most of bench:engine's peak memory above the
// heaps. Here a band's pixels are read where resvg drew them. While `renderedPixels` asks for them, the
// package's one copying binding (wasm-bindgen's `Uint8Array::new` of a view) answers an empty array, and the
// view's offset and length, noted as the package makes it, address the pixels in the module's memory.
// Tied to @resvg/resvg-wasm 2.6's generated bindings: without them, pixels are copied as before.
// Plain JavaScript, loaded by render-worker.mjs.
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { initWasm } from '@resvg/resvg-wasm'

const VIEW = '__wbg_newwithbyteoffsetandlength_aa4a17c33a06e5cb'
const COPY = '__wbg_new_63b92bc8671ed464'
const MEMORY = '__wbindgen_memory'
const BUFFER = '__wbg_buffer_12d079cc21e14bdb'
const DROP = '__wbindgen_object_drop_ref'

/** The module's memory, once its bindings are hooked; null when pixels are copied. */
let memory = null
let lending = false
/** The last view of the module's memory the bindings made: the pixels, when `lending`. */
let lastView = null

function hook(wbg) {
  const view = wbg[VIEW]
  const copy = wbg[COPY]
  wbg[VIEW] = (buffer, offset, length) => {
    lastView = { offset: offset >>> 0, length: length >>> 0 }
    return view(buffer, offset, length)
  }
  wbg[COPY] = (source) => {
    if (!lending) return copy(source)
    // An empty view stands in for the copy (the arguments are the bindings' object handles).
    const mem = wbg[MEMORY]()
    const buffer = wbg[BUFFER](mem)
    const empty = view(buffer, 0, 0)
    wbg[DROP](buffer)
    wbg[DROP](mem)
    return empty
  }
}

/** Compiles and starts resvg, its pixel copy hooked when the package's bindings are the expected ones. */
export async function initResvg() {
  const instantiate = WebAssembly.instantiate
  let hooked = false
  WebAssembly.instantiate = async (source, imports) => {
    const wbg = imports?.wbg
    if (wbg && [VIEW, COPY, MEMORY, BUFFER, DROP].every((name) => typeof wbg[name] === 'function')) {
      hook(wbg)
      hooked = true
    }
    const result = await instantiate(source, imports)
    const instance = result instanceof WebAssembly.Instance ? result : result.instance
    if (hooked && instance.exports.memory instanceof WebAssembly.Memory) memory = instance.exports.memory
    return result
  }
  try {
    const require = createRequire(import.meta.url)
    await initWasm(readFileSync(require.resolve('@resvg/resvg-wasm/index_bg.wasm')))
  } finally {
    WebAssembly.instantiate = instantiate
  }
}

/**
 * A rendered image's RGBA pixels: a view of resvg's memory, valid until the next call into resvg (use them,
 * then free the image), or a copy where that cannot be had. Four-byte aligned, as the thresholding reads words.
 */
export function renderedPixels(image) {
  if (!memory) return image.pixels
  const length = image.width * image.height * 4
  lending = true
  lastView = null
  let pixels
  try {
    pixels = image.pixels
  } finally {
    lending = false
  }
  if (pixels.length) return pixels
  if (lastView && lastView.length === length && lastView.offset % 4 === 0)
    return new Uint8Array(memory.buffer, lastView.offset, length)
  // resvg's getter already returns a fresh copy (offset 0, so aligned).
  return image.pixels
}
