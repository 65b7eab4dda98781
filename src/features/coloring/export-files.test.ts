import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import zlib from 'node:zlib'
import { PNG } from 'pngjs'
import { describe, expect, it } from 'vitest'
import { singleImagePdf } from './pdf-writer'
import { crc32, withDpi } from './png-dpi'

describe('downloaded files of a colored page', () => {
  it('the PNG says 300 dpi in a valid pHYs chunk and still decodes', () => {
    const png = new PNG({ width: 3, height: 2 })
    png.data.fill(200)
    const bytes = withDpi(new Uint8Array(PNG.sync.write(png)), 300)
    const at = Buffer.from(bytes).indexOf('pHYs')
    expect(at).toBe(37)
    const view = new DataView(bytes.buffer, bytes.byteOffset)
    expect(view.getUint32(at + 4)).toBe(11_811)
    expect(bytes[at + 12]).toBe(1)
    expect(view.getUint32(at + 13)).toBe(crc32(bytes.subarray(at, at + 13)))
    expect(crc32(bytes.subarray(at, at + 13))).toBe(zlib.crc32(Buffer.from(bytes.subarray(at, at + 13))))
    expect(PNG.sync.read(Buffer.from(bytes)).width).toBe(3)
  })

  it('refuses what is not a PNG', () => {
    expect(() => withDpi(new Uint8Array(40), 300)).toThrow('Not a PNG')
  })

  it('the PDF is one letter-size page showing the picture, readable by poppler', () => {
    const width = 4
    const height = 2
    const rgb = new Uint8Array(width * height * 3)
    for (let i = 0; i < width * height; i++) rgb.set(i < 4 ? [255, 0, 0] : [0, 0, 255], i * 3)
    const pdf = singleImagePdf({
      widthPt: 612,
      heightPt: 792,
      title: 'a (cat) «on» a mat',
      image: { width, height, filter: 'FlateDecode', bytes: new Uint8Array(zlib.deflateSync(rgb)) },
    })
    const text = Buffer.from(pdf).toString('latin1')
    const xref = Number(/startxref\n(\d+)/.exec(text)?.[1])
    expect(text.slice(xref, xref + 4)).toBe('xref')
    const offsets = [...text.slice(xref).matchAll(/(\d{10}) 00000 n/g)].map((m) => Number(m[1]))
    for (const [i, o] of offsets.entries()) expect(text.slice(o, o + 8)).toBe(`${i + 1} 0 obj\n`)
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'colorly-pdf-'))
    const file = path.join(dir, 'page.pdf')
    fs.writeFileSync(file, pdf)
    try {
      const info = execFileSync('pdfinfo', [file], { encoding: 'utf8' })
      expect(info).toMatch(/Pages:\s+1/)
      expect(info).toMatch(/Page size:\s+612 x 792 pts \(letter\)/)
      expect(info).toMatch(/Title:\s+a \(cat\) «on» a mat/)
      execFileSync('pdftoppm', ['-r', '9', '-png', file, path.join(dir, 'out')])
      const out = PNG.sync.read(
        fs.readFileSync(
          fs
            .readdirSync(dir)
            .map((n) => path.join(dir, n))
            .find((n) => n.endsWith('.png')) as string,
        ),
      )
      expect([...out.data.subarray(0, 3)]).toEqual([255, 0, 0])
      const last = (out.width * out.height - 1) * 4
      expect([...out.data.subarray(last, last + 3)]).toEqual([0, 0, 255])
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'ENOENT') return // poppler not installed
      throw err
    } finally {
      fs.rmSync(dir, { recursive: true, force: true })
    }
  })
})
