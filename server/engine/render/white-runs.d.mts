export type WhiteRuns = {
  x0: Int32Array
  x1: Int32Array
  y: Int32Array
  root: Int32Array
  size: Float64Array
  count: number
}
export function whiteRuns(white: Uint8Array, width: number, height: number): WhiteRuns
export function packedWhiteRuns(bits: Uint8Array, width: number, height: number): WhiteRuns
export function clearPackedRun(bits: Uint8Array, rowBytes: number, y: number, x0: number, x1: number): void
