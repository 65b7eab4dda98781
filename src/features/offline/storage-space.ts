// Asks the browser to keep saved pages (no eviction under storage pressure) and reports the space.

let persistAsked = false

/** Asked once, on the first page saved; a refusal changes nothing (the pages are simply evictable). */
export async function askToPersist(): Promise<boolean> {
  if (persistAsked) return false
  persistAsked = true
  try {
    const storage = globalThis.navigator?.storage
    if (!storage?.persist) return false
    if (await storage.persisted?.()) return true
    return await storage.persist()
  } catch {
    return false
  }
}

export type StorageSpace = { used: number; available: number | null }

/** Space used by this site and what is left, when the browser tells. */
export async function storageSpace(): Promise<StorageSpace | null> {
  try {
    const estimate = await globalThis.navigator?.storage?.estimate?.()
    if (!estimate) return null
    const used = estimate.usage ?? 0
    return { used, available: estimate.quota !== undefined ? Math.max(0, estimate.quota - used) : null }
  } catch {
    return null
  }
}

const units = ['bytes', 'KB', 'MB', 'GB', 'TB']

export function formatBytes(bytes: number): string {
  let value = bytes
  let unit = 0
  while (value >= 1000 && unit < units.length - 1) {
    value /= 1000
    unit++
  }
  const digits = unit === 0 || value >= 100 ? 0 : 1
  return `${value.toFixed(digits)} ${units[unit]}`
}
