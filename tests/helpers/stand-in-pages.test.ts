import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { renderPage } from '../../server/engine'
import { PromptRefusedError } from '../../server/images/prompt-refusal'
import { standInPages } from './stand-in-pages'

const request = (prompt: string, size: 'letter' | 'a4' = 'letter') => ({
  prompt,
  complexity: 'easy' as const,
  style: 'cartoon' as const,
  size,
  seed: 7,
  watermark: true,
})

describe('the stand-in page maker', () => {
  it.each([
    ['letter', 2550, 3300, '612 x 792'],
    ['a4', 2480, 3508, '595.28 x 841.89'],
  ] as const)(
    'makes a %s sheet: a 1-bit 300 dpi PNG and a one-page PDF of that size',
    async (size, w, h, pts) => {
      const page = await standInPages(request('a lion', size))
      if (!Buffer.isBuffer(page.pdf)) throw new Error('the stand-in writes its PDF at once')
      const meta = await sharp(page.png).metadata()
      expect(meta).toMatchObject({ format: 'png', width: w, height: h, density: 300, channels: 1 })
      expect(meta.bitsPerSample).toBe(1)
      // Black frame on white: both colours are there.
      const { data } = await sharp(page.png).raw().toBuffer({ resolveWithObject: true })
      expect(data.includes(0)).toBe(true)
      expect(data.includes(255)).toBe(true)
      const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'stand-in-pdf-'))
      try {
        fs.writeFileSync(path.join(dir, 'page.pdf'), page.pdf)
        const info = execFileSync('pdfinfo', [path.join(dir, 'page.pdf')], { encoding: 'utf8' })
        expect(info).toMatch(/Pages:\s+1\n/)
        expect(info).toMatch(new RegExp(`Page size:\\s+${pts} pts`))
      } finally {
        fs.rmSync(dir, { recursive: true, force: true })
      }
    },
  )

  it('reads the prompt as the builtin engine does: the same subjects, the same refusals', async () => {
    const asked = request('a lion wearing a crown')
    const [stand, real] = await Promise.all([standInPages(asked), renderPage(asked)])
    expect(stand.subjects).toEqual(real.subjects)
    expect(stand.provider).toBe('builtin')
    await expect(standInPages(request('Mickey Mouse'))).rejects.toBeInstanceOf(PromptRefusedError)
  })
})
