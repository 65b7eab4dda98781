// resvg-wasm hands a rendered image's pixels to JavaScript as a copy: a view of its WASM memory, copied into a
// fresh Uint8Array (about 34 MB a Letter page, some 15-20 ms of a render worker's time a page, and garbage for
// V8's threads to collect). The bindings make that view with one import of the WASM module; while `pixelsOf`
// asks, this import hands the module a view of no bytes (so nothing is copied) and the caller reads the
// pixels where they lie, until the image is freed. The package is not patched: the import is wrapped as the
// module is instantiated. A build of resvg-wasm whose bindings differ (the import's name is hashed) gets the
// copy, as before, and resvg-pixels.test.ts fails.
import { initWasm } from '@resvg/resvg-wasm'

const VIEW_IMPORT = '__wbg_newwithbyteoffsetandlength_aa4a17c33a06e5cb'

let memory = null
let asking = false
let seen = null

/** initWasm, with the pixel view installed when the bindings are the ones this was written for. */
export async function initResvg(wasmBytes) {
  const instantiate = WebAssembly.instantiate
  WebAssembly.instantiate = async (bytes, imports) => {
    const view = imports?.wbg?.[VIEW_IMPORT]
    if (typeof view === 'function') {
      imports.wbg[VIEW_IMPORT] = (buffer, ptr, len) => {
        if (!asking) return view(buffer, ptr, len)
        seen = { ptr: ptr >>> 0, len: len >>> 0 }
        return view(buffer, ptr, 0)
      }
    }
    const made = await instantiate(bytes, imports)
    if (typeof view === 'function') memory = (made.instance ?? made).exports?.memory ?? null
    return made
  }
  try {
    await initWasm(wasmBytes)
  } finally {
    WebAssembly.instantiate = instantiate
  }
}

/**
 * The RGBA pixels of a rendered image, and `release` to call once they are read (before any other resvg
 * call, and before `image.free()`): a view of resvg's own memory where it can, else resvg's copy, detached
 * on release so its 34 MB are freed at once rather than at the next garbage collection.
 */
export function pixelsOf(image) {
  const expected = image.width * image.height * 4
  if (memory) {
    asking = true
    seen = null
    try {
      image.pixels
    } finally {
      asking = false
    }
    // Read as 32-bit words by the thresholding: the view must start on a word.
    if (seen && seen.len === expected && seen.ptr % 4 === 0)
      return { pixels: new Uint8Array(memory.buffer, seen.ptr, seen.len), release: () => {} }
  }
  const pixels = image.pixels
  return { pixels, release: () => pixels.buffer.transfer(0) }
}
