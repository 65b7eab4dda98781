import { execFileSync } from 'node:child_process'
import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { deflateSync } from 'node:zlib'
import { describe, expect, it } from 'vitest'
import { parseNames } from './class-set'
import { makePrintPdf } from './make-print'

// The PDFs are read back with poppler (pdfinfo, pdftotext, pdftoppm), as a print shop's tools would.

/** A 1-bit greyscale PNG like the engine's pages: a black frame on white, `w` x `h` pixels. */
function pagePng(w: number, h: number): Uint8Array {
  const rowBytes = (w + 7) >> 3
  const raw = Buffer.alloc((rowBytes + 1) * h)
  for (let y = 0; y < h; y++) {
    const row = raw.subarray(y * (rowBytes + 1) + 1, (y + 1) * (rowBytes + 1))
    row.fill(0xff)
    const frame = y < 20 || y >= h - 20
    for (let x = 0; x < w; x++) {
      if (frame || x < 20 || x >= w - 20) row[x >> 3] &= ~(0x80 >> (x & 7))
    }
  }
  const chunk = (type: string, data: Buffer) => {
    const head = Buffer.alloc(8)
    head.writeUInt32BE(data.length)
    head.write(type, 4, 'ascii')
    return Buffer.concat([head, data, Buffer.alloc(4)])
  }
  const ihdr = Buffer.alloc(13)
  ihdr.writeUInt32BE(w, 0)
  ihdr.writeUInt32BE(h, 4)
  ihdr.set([1, 0, 0, 0, 0], 8)
  const idat = deflateSync(raw)
  // Split in two IDAT chunks, as larger files are.
  const half = idat.length >> 1
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', idat.subarray(0, half)),
    chunk('IDAT', idat.subarray(half)),
    chunk('IEND', Buffer.alloc(0)),
  ])
}

const dir = mkdtempSync(join(tmpdir(), 'colorly-print-'))
let n = 0
function inspect(pdf: Uint8Array) {
  const file = join(dir, `out-${n++}.pdf`)
  writeFileSync(file, pdf)
  const info = execFileSync('pdfinfo', ['-f', '1', '-l', '9999', file], { encoding: 'utf8' })
  const pages = Number(/^Pages:\s+(\d+)/m.exec(info)?.[1])
  const sizes = [...info.matchAll(/^Page\s+\d+ size:\s+([\d.]+) x ([\d.]+)/gm)].map((m) => [
    Number(m[1]),
    Number(m[2]),
  ])
  const text = execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' })
  return { file, info, pages, sizes, text }
}

/** Black pixels of one page rendered at 20 dpi, and whether any pixel is grey. */
function ink(file: string, page: number) {
  const ppm = execFileSync('pdftoppm', ['-r', '20', '-gray', '-f', String(page), '-l', String(page), file])
  const header = /^P5\s+(\d+)\s+(\d+)\s+255\s/.exec(ppm.toString('latin1', 0, 30))
  if (!header) throw new Error('no PGM')
  const pixels = ppm.subarray(header[0].length)
  return pixels.filter((v) => v < 128).length
}

const portrait = pagePng(850, 1100)
const landscape = pagePng(1100, 850)
const names = parseNames(
  'Ava\nBen\nChloé\nDan\nEli\nFay\nGus\nHana\nIvy\nJay\nKai\nLeo\nMia\nNoa\nOli\nPia\nQuinn\nRay\nSam\nTia\nUma\nVic\nWes\nXan\nYara\nZoe',
)

describe('class sets', () => {
  it('reads pasted names one a line, from a spreadsheet too, without blanks', () => {
    expect(parseNames(' Ava \n\nBen\tChloé, Dan\r\n  Eli  Ross ')).toEqual([
      'Ava',
      'Ben',
      'Chloé',
      'Dan',
      'Eli Ross',
    ])
  })

  it('26 names, three pages, two a sheet: 39 landscape Letter sheets with every name on its pages', async () => {
    const pdf = await makePrintPdf(
      {
        kind: 'class-set',
        title: 'Class set',
        options: { names, copies: 1, perSheet: 2, groupBy: 'child', paper: 'letter' },
      },
      [portrait, landscape, portrait],
    )
    const { pages, sizes, text, file } = inspect(pdf)
    expect(pages).toBe(39)
    for (const [w, h] of sizes) expect([w, h]).toEqual([792, 612])
    for (const name of names) expect(text.split(name).length - 1).toBeGreaterThanOrEqual(3)
    // Grouped by child: Ava's three pages are on sheets 1 and 2, before Ben's.
    const sheets = text.split('\f')
    expect(sheets[0]).toContain('Ava')
    expect(sheets[1]).toContain('Ava')
    expect(sheets[1]).toContain('Ben')
    expect(ink(file, 1)).toBeGreaterThan(0)
    // Each picture is stored once, however many copies: the file stays small.
    expect(pdf.length).toBeLessThan(3 * portrait.length + 200_000)
  })

  it('one and four a sheet, A4, grouped by page, with copies', async () => {
    const one = inspect(
      await makePrintPdf(
        {
          kind: 'class-set',
          title: 'x',
          options: { names: ['Ava', 'Ben'], copies: 2, perSheet: 1, groupBy: 'page', paper: 'a4' },
        },
        [portrait, landscape],
      ),
    )
    expect(one.pages).toBe(8)
    for (const [w, h] of one.sizes) expect([w, h]).toEqual([595.28, 841.89])
    // By page: the first page for the whole class, then the second.
    expect(one.text.split('\f').slice(0, 4).join(' ')).toMatch(/Ava[\s\S]*Ava[\s\S]*Ben[\s\S]*Ben/)
    const four = inspect(
      await makePrintPdf(
        {
          kind: 'class-set',
          title: 'x',
          options: { names: [], copies: 1, perSheet: 4, groupBy: 'child', paper: 'letter' },
        },
        [portrait, portrait, portrait, portrait, portrait],
      ),
    )
    expect(four.pages).toBe(2)
    expect(four.text).toContain('Name:')
    expect(four.text).toContain('Date:')
  })
})

describe('books', () => {
  const ten = Array.from({ length: 10 }, (_, i) => (i % 3 === 2 ? landscape : portrait))
  const options = {
    title: "Emma's Birthday Coloring Book",
    subtitle: 'Happy 7th birthday!',
    by: 'Mum and Dad',
    cover: 0,
    blankBacks: false,
    printReady: false,
    paper: 'letter' as const,
  }

  it('cover, belongs-to page and ten numbered pages: an even count of Letter pages', async () => {
    const { pages, sizes, text } = inspect(await makePrintPdf({ kind: 'book', options }, ten))
    expect(pages).toBe(12)
    for (const [w, h] of sizes) expect([w, h]).toEqual([612, 792])
    const faces = text.split('\f')
    expect(faces[0]).toContain("Emma's")
    expect(faces[0]).toContain('Mum and Dad')
    expect(faces[1]).toContain('This book belongs to')
    expect(faces[2]).toMatch(/\b3\b/)
  })

  it('blank backs put an empty page behind every page', async () => {
    const { pages, file } = inspect(
      await makePrintPdf({ kind: 'book', options: { ...options, blankBacks: true } }, ten),
    )
    expect(pages).toBe(24)
    expect(ink(file, 2)).toBe(0)
    expect(ink(file, 3)).toBeGreaterThan(0)
  })

  it('an odd count is made even with a blank last page', async () => {
    const { pages, file } = inspect(await makePrintPdf({ kind: 'book', options }, ten.slice(0, 3)))
    expect(pages).toBe(6)
    expect(ink(file, 6)).toBe(0)
  })

  it('print-ready: 0.125 in bleed round the trim, with trim and bleed boxes', async () => {
    const { sizes, file } = inspect(
      await makePrintPdf({ kind: 'book', options: { ...options, printReady: true } }, ten),
    )
    for (const [w, h] of sizes) expect([w, h]).toEqual([630, 810])
    const boxes = execFileSync('pdfinfo', ['-box', file], { encoding: 'utf8' })
    expect(boxes).toMatch(/TrimBox:\s+9\.00\s+9\.00\s+621\.00\s+801\.00/)
    expect(boxes).toMatch(/BleedBox:\s+0\.00\s+0\.00\s+630\.00\s+810\.00/)
  })

  it('refuses an empty pick', async () => {
    await expect(makePrintPdf({ kind: 'book', options }, [])).rejects.toThrow('Pick at least one page.')
  })
})
