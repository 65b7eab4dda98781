// Prints a saved page from a hidden iframe, so the page itself is all that reaches the paper. Where
// a browser cannot print a PDF from a frame (iOS and iPadOS Safari), the file opens in a new tab,
// where the Share sheet offers Print.

const FRAME_CLEANUP_MS = 60_000

export function isIos(
  nav: Pick<Navigator, 'userAgent' | 'platform' | 'maxTouchPoints'> = navigator,
): boolean {
  return /iPad|iPhone|iPod/.test(nav.userAgent) || (nav.platform === 'MacIntel' && nav.maxTouchPoints > 1)
}

export type PrintOutcome = 'printed' | 'opened'

/** A picture that is a whole sheet already (margins included): printed edge to edge on a sheet of this size. */
export type PrintOptions = { sheetInches?: { width: number; height: number } }

export async function printFile(blob: Blob, options: PrintOptions = {}): Promise<PrintOutcome> {
  const url = URL.createObjectURL(blob)
  const isPdf = blob.type === 'application/pdf'
  if (isPdf && isIos()) return openInTab(url)
  try {
    const frame = await loadFrame(url, isPdf, options)
    const win = frame.contentWindow
    if (!win) throw new Error('The print frame has no window.')
    win.focus()
    win.print()
    setTimeout(() => {
      frame.remove()
      URL.revokeObjectURL(url)
    }, FRAME_CLEANUP_MS)
    return 'printed'
  } catch {
    return openInTab(url)
  }
}

function openInTab(url: string): PrintOutcome {
  const opened = window.open(url, '_blank', 'noopener')
  if (!opened) location.assign(url)
  setTimeout(() => URL.revokeObjectURL(url), FRAME_CLEANUP_MS)
  return 'opened'
}

/**
 * A hidden frame holding the PDF itself (its pages carry their own size and orientation), or a one-image
 * page fitted to the sheet for a PNG, turned to landscape for a picture wider than tall.
 */
function loadFrame(url: string, isPdf: boolean, { sheetInches }: PrintOptions): Promise<HTMLIFrameElement> {
  return new Promise((resolve, reject) => {
    const frame = document.createElement('iframe')
    frame.className = 'print-frame'
    frame.title = 'Print preview'
    frame.setAttribute('aria-hidden', 'true')
    frame.tabIndex = -1
    Object.assign(frame.style, {
      position: 'fixed',
      right: '0',
      bottom: '0',
      width: '0',
      height: '0',
      border: '0',
      visibility: 'hidden',
    })
    const timer = setTimeout(() => reject(new Error('The page took too long to load for printing.')), 20_000)
    frame.onload = () => {
      if (isPdf) {
        clearTimeout(timer)
        resolve(frame)
        return
      }
      const img = frame.contentDocument?.querySelector('img')
      if (!img) {
        clearTimeout(timer)
        reject(new Error('The print frame is empty.'))
        return
      }
      const done = () => {
        clearTimeout(timer)
        // A landscape page (from a wide photo) goes on a sheet turned the same way, filling it as on screen.
        if (!sheetInches && img.naturalWidth > img.naturalHeight)
          img.ownerDocument.head.insertAdjacentHTML('beforeend', '<style>@page { size: landscape; }</style>')
        resolve(frame)
      }
      if (img.complete && img.naturalWidth > 0) done()
      else {
        img.onload = done
        img.onerror = () => {
          clearTimeout(timer)
          reject(new Error('The page could not be shown for printing.'))
        }
      }
    }
    if (isPdf) frame.src = url
    else
      frame.srcdoc = `<!doctype html><html><head><title>Coloring page</title><style>
${sheetInches ? `@page { size: ${sheetInches.width}in ${sheetInches.height}in; margin: 0; }` : '@page { margin: 0.4in; }'}
html, body { margin: 0; height: 100%; }
body { display: flex; align-items: center; justify-content: center; }
img { max-width: 100%; max-height: 100vh; object-fit: contain; }
</style></head><body><img src="${url}" alt=""></body></html>`
    document.body.append(frame)
  })
}
