/**
 * The download file name: the first 30 characters of the prompt, made safe for every file system,
 * with an ASCII fallback and an RFC 5987 UTF-8 form for names in other scripts.
 */
export function contentDisposition(promptRaw: string, ext: 'png' | 'pdf'): string {
  const base =
    promptRaw
      .slice(0, 30)
      .normalize('NFC')
      .replace(/[^\p{L}\p{N} _-]+/gu, '')
      .trim()
      .replace(/\s+/g, '_') || 'coloring-page'
  const ascii =
    base
      .normalize('NFD')
      .replace(/[^A-Za-z0-9_-]+/g, '')
      .replace(/^_+|_+$/g, '') || 'coloring-page'
  return `attachment; filename="${ascii}.${ext}"; filename*=UTF-8''${encodeURIComponent(`${base}.${ext}`)}`
}

const KIND_TITLES = {
  color_by_number: 'Color by number',
  dot_to_dot: 'Dot to dot',
  tracing: 'Tracing',
} as const

/** What a download is named after: the prompt, after the worksheet's kind for a worksheet. */
export function downloadTitle(image: { promptRaw: string; kind: 'page' | keyof typeof KIND_TITLES }): string {
  return image.kind === 'page' ? image.promptRaw : `${KIND_TITLES[image.kind]} ${image.promptRaw}`
}
