import { describe, expect, it } from 'vitest'
import { contentDisposition } from './download-name'

describe('download file names', () => {
  it('use the first 30 characters of the prompt with spaces as underscores', () => {
    expect(contentDisposition('a lion wearing a crown in the savanna at sunset', 'png')).toBe(
      `attachment; filename="a_lion_wearing_a_crown_in_the.png"; filename*=UTF-8''a_lion_wearing_a_crown_in_the.png`,
    )
  })

  it('drop characters that are unsafe in file names or headers', () => {
    const header = contentDisposition('../../etc/passwd"; rm -rf /\r\n', 'pdf')
    expect(header).toMatch(/^attachment; filename="etcpasswd_rm_-rf.pdf"/)
    expect(header).not.toMatch(/[\r\n]/)
  })

  it('keep letters of other scripts in the UTF-8 name and fall back for the ASCII one', () => {
    expect(contentDisposition('ein Bär mit Krone', 'png')).toBe(
      `attachment; filename="ein_Bar_mit_Krone.png"; filename*=UTF-8''ein_B%C3%A4r_mit_Krone.png`,
    )
    expect(contentDisposition('龙', 'png')).toBe(
      `attachment; filename="coloring-page.png"; filename*=UTF-8''%E9%BE%99.png`,
    )
  })
})
