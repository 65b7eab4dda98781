export const PNG_DEFLATE_LEVEL: number
export function filteredRows(bits: Uint8Array, width: number, height: number): Buffer
export function pngFile(width: number, height: number, idat: Buffer, dpi?: number, palette?: string[]): Buffer
