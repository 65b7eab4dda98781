// When the tablet was last touched, so that kiosk mode applies an update only when nobody is using it.

export const IDLE_AFTER_MS = 2 * 60 * 1000

let lastInput = Date.now()
let watching = false

export function watchInput(): void {
  if (watching) return
  watching = true
  const seen = () => {
    lastInput = Date.now()
  }
  for (const type of ['pointerdown', 'keydown', 'touchstart', 'wheel', 'input'])
    window.addEventListener(type, seen, { capture: true, passive: true })
}

export const msSinceInput = (now = Date.now()): number => now - lastInput

/**
 * Calls `apply` once nobody has touched the device for 2 minutes and `busy()` is false (no page being
 * made). Checks every 15 seconds; returns a function that stops waiting.
 */
export function whenIdle(busy: () => boolean, apply: () => void, idleMs = IDLE_AFTER_MS): () => void {
  watchInput()
  const timer = setInterval(() => {
    if (!busy() && msSinceInput() >= idleMs) {
      clearInterval(timer)
      apply()
    }
  }, 15_000)
  return () => clearInterval(timer)
}
