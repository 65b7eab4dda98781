import { describe, expect, it } from 'vitest'
import { downloadName, fallbackName, fileNameFromDisposition } from './download-name'

describe('the name a downloaded page is saved under', () => {
  it('takes the UTF-8 name of the header over the ASCII one', () => {
    const header = `attachment; filename="a_cat.png"; filename*=UTF-8''${encodeURIComponent('a_café_cat.png')}`
    expect(fileNameFromDisposition(header)).toBe('a_café_cat.png')
  })

  it('reads a quoted or a bare filename', () => {
    expect(fileNameFromDisposition('attachment; filename="my dragon.pdf"')).toBe('my dragon.pdf')
    expect(fileNameFromDisposition('attachment; filename=dragon.png')).toBe('dragon.png')
    expect(fileNameFromDisposition('attachment; filename="say \\"hi\\".png"')).toBe('say _hi_.png')
  })

  it('never lets a name climb into another folder', () => {
    expect(fileNameFromDisposition('attachment; filename="../../etc/passwd.png"')).toBe(
      '.._.._etc_passwd.png',
    )
  })

  it('is null without a header or without a name in it', () => {
    expect(fileNameFromDisposition(null)).toBeNull()
    expect(fileNameFromDisposition('attachment')).toBeNull()
    expect(fileNameFromDisposition("attachment; filename*=UTF-8''%E0%A4%A")).toBeNull()
  })

  it('falls back to the first 30 characters of the raw prompt plus the extension', () => {
    const prompt = 'a friendly dragon reading a book under a tree'
    expect(downloadName(null, prompt, 'png')).toBe('a friendly dragon reading a bo.png')
    expect(downloadName('inline', prompt, 'pdf')).toBe('a friendly dragon reading a bo.pdf')
    expect(fallbackName('cats/dogs?', 'png')).toBe('cats_dogs_.png')
    expect(fallbackName('   ', 'pdf')).toBe('coloring-page.pdf')
  })
})
