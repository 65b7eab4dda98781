import { readFileSync } from 'node:fs'
import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { PhotoError } from '../photo'
import { PHOTOS_KEPT, photoDetections } from './photo-detections'

const photo = (name: string) =>
  readFileSync(new URL(`../../../tests/fixtures/photos/${name}.jpg`, import.meta.url))
const plain = (red: number) =>
  sharp({ create: { width: 64, height: 48, channels: 3, background: { r: red, g: 90, b: 40 } } })
    .jpeg()
    .toBuffer()

describe("a photo's detections are found once for the last few photos", () => {
  it('the same bytes again are answered from what was found; other bytes are looked at', async () => {
    const dogs = photoDetections(photo('dogs'))
    expect(photoDetections(Buffer.from(photo('dogs')))).toBe(dogs)
    expect((await dogs).animals.length).toBeGreaterThanOrEqual(2)
    const cat = photoDetections(photo('cat'))
    expect(cat).not.toBe(dogs)
    expect(photoDetections(photo('cat'))).toBe(cat)
  })

  it('keeps only the last few: the least recently used is found afresh', async () => {
    const first = await plain(0)
    const kept = photoDetections(first)
    for (let i = 1; i <= PHOTOS_KEPT; i++) await photoDetections(await plain(i * 20))
    expect(photoDetections(first)).not.toBe(kept)
  })

  it('a photo that cannot be decoded is refused and not kept', async () => {
    const broken = (await plain(200)).subarray(0, 40)
    const once = photoDetections(broken)
    await expect(once).rejects.toBeInstanceOf(PhotoError)
    const again = photoDetections(broken)
    expect(again).not.toBe(once)
    await expect(again).rejects.toBeInstanceOf(PhotoError)
  })
})
