/**
 * Taps made before the app's code runs. A public page arrives prerendered and looks ready before its
 * code has loaded; a tap on a button or a switch then did nothing, or changed the switch in the browser
 * alone and React put it back. index.html's first script keeps such taps (a link still follows at once);
 * once the app has taken the page over, each is tapped again on the same element, if it is still there.
 */
declare global {
  interface Window {
    __earlyTaps?: Element[]
  }
}

export function replayEarlyTaps() {
  // In a task of its own: a click dispatched while React still runs the first render's effects changes
  // the element but not the state it shows.
  setTimeout(() => {
    const taps = window.__earlyTaps ?? []
    // Unset first: the keeping listener stops, and a second call replays nothing.
    window.__earlyTaps = undefined
    for (const element of taps) {
      if (element.isConnected && element instanceof HTMLElement) element.click()
    }
  })
}
