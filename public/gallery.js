// The free gallery's one script: "Save for offline" keeps a page, its picture and its files in the
// browser's cache, where the service worker finds them when the connection is gone. Without it (or
// without a cache) the button stays hidden and the page works as it is.
const CACHE = 'colorly-gallery'

for (const button of document.querySelectorAll('[data-save-offline]')) {
  if (!('caches' in window) || !('serviceWorker' in navigator)) continue
  const page = button.getAttribute('data-save-offline')
  const status = document.querySelector('[data-save-status]')
  const files = [page, `${page}/preview.webp`, `${page}/thumb.webp`, `${page}/download.pdf`, `${page}/download.png`]
  const say = (text) => {
    if (status) status.textContent = text
  }
  button.hidden = false
  caches
    .open(CACHE)
    .then((cache) => cache.match(page))
    .then((saved) => {
      if (saved) {
        button.textContent = 'Saved for offline'
        button.setAttribute('aria-pressed', 'true')
      }
    })
  button.addEventListener('click', async () => {
    button.disabled = true
    say('Saving on this device…')
    try {
      const cache = await caches.open(CACHE)
      await cache.addAll(files)
      button.textContent = 'Saved for offline'
      button.setAttribute('aria-pressed', 'true')
      say('Saved on this device: this page and its PDF open without a connection.')
    } catch {
      say('This page could not be saved on this device. Try again when the connection is back.')
    } finally {
      button.disabled = false
    }
  })
}
