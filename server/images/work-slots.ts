/**
 * At most `size` jobs at a time; the rest wait their turn in order. Photo pages go through one of these
 * so that however many photos arrive at once, only a couple are decoded at a time and memory stays bounded.
 */
export function createWorkSlots(size: number) {
  let running = 0
  const waiting: (() => void)[] = []
  return async function run<T>(job: () => Promise<T>): Promise<T> {
    if (running >= size) await new Promise<void>((resolve) => waiting.push(resolve))
    else running++
    try {
      return await job()
    } finally {
      const next = waiting.shift()
      // The slot passes straight to the next job in line; only when none waits is it freed.
      if (next) next()
      else running--
    }
  }
}
