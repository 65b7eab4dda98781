import type { RenderedImage } from '@resvg/resvg-wasm'

export function initResvg(): Promise<void>
export function renderedPixels(image: RenderedImage): Uint8Array
