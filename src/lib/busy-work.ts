// Work the user is waiting for (a page being generated), so that an update or a reload can wait too.

let inFlight = 0

export function trackWork<T>(work: Promise<T>): Promise<T> {
  inFlight++
  return work.finally(() => {
    inFlight--
  })
}

export const isWorkInFlight = (): boolean => inFlight > 0
