export function removeLonePixels(
  bits: Uint8Array,
  width: number,
  height: number,
  cutTop: boolean,
  cutBottom: boolean,
): void
export function thresholdPacked(rgba: Uint8Array, width: number, height: number): Uint8Array
export function removeSpecks(
  bits: Uint8Array,
  width: number,
  height: number,
  maxArea: number,
  cutTop: boolean,
  cutBottom: boolean,
): void
