/** Saves a blob under a name through an object URL and a temporary <a download>. */
export function saveFile(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob)
  const link = document.createElement('a')
  link.href = url
  link.download = name
  link.rel = 'noopener'
  link.style.display = 'none'
  document.body.append(link)
  link.click()
  link.remove()
  // The browser has taken the file by then; free the memory.
  setTimeout(() => URL.revokeObjectURL(url), 30_000)
}
