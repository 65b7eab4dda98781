// localStorage can throw (private mode, disabled storage, quota); the app keeps working without it.

export function readItem(key: string): string | null {
  try {
    return globalThis.localStorage?.getItem(key) ?? null
  } catch {
    return null
  }
}

export function writeItem(key: string, value: string): void {
  try {
    globalThis.localStorage?.setItem(key, value)
  } catch {
    // Not persisted: the session lasts until the tab closes.
  }
}

export function removeItem(key: string): void {
  try {
    globalThis.localStorage?.removeItem(key)
  } catch {
    // Nothing stored, nothing to remove.
  }
}
