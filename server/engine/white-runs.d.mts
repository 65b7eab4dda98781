export type WhiteRuns = {
  x0: Int32Array
  x1: Int32Array
  y: Int32Array
  root: Int32Array
  size: Float64Array
  count: number
}
export function whiteRuns(white: Uint8Array, width: number, height: number): WhiteRuns
