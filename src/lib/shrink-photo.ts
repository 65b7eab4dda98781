/** Longer side of the picture sent for a photo page: the server draws from at most 960 px, so this is plenty. */
export const UPLOAD_MAX_SIDE = 2048

/**
 * A phone photo (12 megapixels, 4-8 MB) redrawn at most 2048 px on its longer side as a JPEG of a few
 * hundred kB, upright, with no EXIF or location data: quicker to send twice (preview, then page) on a
 * phone's network. Anything the browser cannot draw goes as it is, so the server names the problem.
 */
export async function shrinkPhoto(file: Blob): Promise<Blob> {
  if (typeof createImageBitmap !== 'function' || typeof document === 'undefined') return file
  let bitmap: ImageBitmap
  try {
    bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' })
  } catch {
    return file
  }
  try {
    const scale = Math.min(1, UPLOAD_MAX_SIDE / Math.max(bitmap.width, bitmap.height))
    const canvas = document.createElement('canvas')
    canvas.width = Math.max(1, Math.round(bitmap.width * scale))
    canvas.height = Math.max(1, Math.round(bitmap.height * scale))
    const context = canvas.getContext('2d')
    if (!context) return file
    // Transparent areas become white paper, as the server would treat them.
    context.fillStyle = '#fff'
    context.fillRect(0, 0, canvas.width, canvas.height)
    context.drawImage(bitmap, 0, 0, canvas.width, canvas.height)
    const jpeg = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/jpeg', 0.9))
    return jpeg && jpeg.size < file.size ? jpeg : file
  } finally {
    bitmap.close()
  }
}
