export function initResvg(wasmBytes: Uint8Array): Promise<void>
export function pixelsOf(image: { width: number; height: number; readonly pixels: Uint8Array }): {
  pixels: Uint8Array
  release: () => void
}
