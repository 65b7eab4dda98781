/**
 * The name a downloaded page is saved under: the file name from the server's
 * content-disposition header, else the first 30 characters of the raw prompt plus the extension.
 */
export function downloadName(disposition: string | null, promptRaw: string, ext: 'png' | 'pdf'): string {
  return fileNameFromDisposition(disposition) ?? fallbackName(promptRaw, ext)
}

/** `filename*` (RFC 5987, UTF-8) wins over `filename`; null when neither gives a usable name. */
export function fileNameFromDisposition(header: string | null): string | null {
  if (!header) return null
  const extended = /filename\*\s*=\s*([\w-]+)'[^']*'([^;]+)/i.exec(header)
  if (extended && extended[1].toLowerCase() === 'utf-8') {
    const name = safeDecode(extended[2].trim())
    if (name) return cleanName(name)
  }
  const plain = /(?:^|;)\s*filename\s*=\s*(?:"((?:[^"\\]|\\.)*)"|([^;\s]+))/i.exec(header)
  const name = plain ? (plain[1]?.replace(/\\(.)/g, '$1') ?? plain[2]) : ''
  return name ? cleanName(name) : null
}

export function fallbackName(promptRaw: string, ext: 'png' | 'pdf'): string {
  const base = cleanName(promptRaw.slice(0, 30)).trim()
  return `${base || 'coloring-page'}.${ext}`
}

function safeDecode(value: string): string | null {
  try {
    return decodeURIComponent(value)
  } catch {
    return null
  }
}

// No folders and no characters that file systems refuse.
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it removes
const unsafe = /[\u0000-\u001f\u007f/\\:*?"<>|]/g

function cleanName(name: string): string {
  return name.replace(unsafe, '_')
}
