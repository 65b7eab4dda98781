import { buildRegions, type Regions } from './regions'

// The region map of a page, built in a worker; where workers cannot decode images (no
// OffscreenCanvas, older Safari) it is built here instead, which only delays the first tap.

export async function loadRegions(picture: Blob): Promise<Regions> {
  try {
    return await inWorker(picture)
  } catch (err) {
    console.warn('Building the region map on the main thread', err)
    return onMainThread(picture)
  }
}

function inWorker(picture: Blob): Promise<Regions> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL('./regions-worker.ts', import.meta.url), { type: 'module' })
    worker.onmessage = (event: MessageEvent<{ regions?: Regions; error?: string }>) => {
      worker.terminate()
      if (event.data.regions) resolve(event.data.regions)
      else reject(new Error(event.data.error ?? 'The region map could not be built.'))
    }
    worker.onerror = (event) => {
      worker.terminate()
      reject(new Error(event.message || 'The region worker failed.'))
    }
    worker.postMessage({ picture })
  })
}

async function onMainThread(picture: Blob): Promise<Regions> {
  const bitmap = await createImageBitmap(picture)
  const { width, height } = bitmap
  const canvas = document.createElement('canvas')
  canvas.width = width
  canvas.height = height
  const ctx = canvas.getContext('2d', { willReadFrequently: true })
  if (!ctx) throw new Error('No 2D canvas.')
  ctx.drawImage(bitmap, 0, 0)
  bitmap.close()
  const pixels = ctx.getImageData(0, 0, width, height).data
  canvas.width = 1
  canvas.height = 1
  return buildRegions(pixels, width, height)
}
