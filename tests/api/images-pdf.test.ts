import fs from 'node:fs'
import path from 'node:path'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { images, subscriptions } from '../../server/db/schema'
import { renderPage, svgToPdf } from '../../server/engine'
import {
  createPageGenerator,
  type GeneratedPage,
  type PageGenerator,
} from '../../server/images/page-generator'
import { pagePdfFile } from '../../server/images/page-pdf'
import { recoverInterruptedWork } from '../../server/images/recover-interrupted'
import { openJobQueue } from '../../server/jobs/job-queue'
import { DirectoryPageStore } from '../../server/storage/directory-store'
import { authHeader, type RegisteredUser, registerUser } from '../helpers/accounts'
import { createTestApp, type TestApp } from '../helpers/test-app'

// A builtin page is stored with its SVG; its PDF is written from it on the first download
// (docs/decisions/0052-pages-under-load.md), and must be the very PDF the engine would have written at once.
let t: TestApp
let free: RegisteredUser
let pro: RegisteredUser

// The first page of each size and watermark is drawn by the builtin engine and checked against the PDF the
// engine writes at once. The tests after it are about the PDF file's life (two downloads at once, deletes, the
// sweep), not the drawing: their pages are that first page again, as stored, where drawing each anew would
// cost a whole 300 dpi page a test.
const firstPages = new Map<string, GeneratedPage>()
const builtinOnce: PageGenerator = async (request) => {
  const kind = `${request.size} ${request.watermark}`
  const page = firstPages.get(kind) ?? (await createPageGenerator(t.config, t.app.log)(request))
  firstPages.set(kind, page)
  return page
}

beforeAll(async () => {
  t = await createTestApp({}, { generatePage: builtinOnce })
  free = await registerUser(t.app)
  pro = await registerUser(t.app)
  await t.db
    .update(subscriptions)
    .set({
      plan: 'professional',
      billingInterval: 'monthly',
      currentPeriodStart: new Date(Date.now() - 86400_000),
      currentPeriodEnd: new Date(Date.now() + 86400_000),
    })
    .where(eq(subscriptions.userId, pro.user.id))
})
afterAll(() => t.close())

const generate = async (user: RegisteredUser, prompt: string, size = 'letter') => {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/images/generate/',
    payload: { prompt, improve_prompt: false, size },
    headers: authHeader(user.token),
  })
  expect(res.statusCode).toBe(201)
  return res.json().id as string
}
const downloadPdf = (id: string, user: RegisteredUser) =>
  t.app.inject({ method: 'GET', url: `/api/images/${id}/download_pdf/`, headers: authHeader(user.token) })
const rowOf = async (id: string) => (await t.db.select().from(images).where(eq(images.id, id)))[0]
const stored = (key: string) => path.join(t.dataDir, 'images', key)
/** The PDF the engine writes for this row's page when it writes it at once. */
const pdfAtOnce = async (row: typeof images.$inferSelect) =>
  (
    await renderPage({
      prompt: row.promptFinal,
      complexity: row.complexity,
      style: row.style,
      size: row.size,
      seed: row.seed,
      watermark: row.watermark,
    })
  ).pdf

describe('a page PDF written on its first download', () => {
  it('is stored as the SVG until then; the download writes the same PDF the engine writes at once, and keeps it', async () => {
    const id = await generate(free, 'a lion wearing a crown')
    expect(firstPages.size).toBe(1)
    const before = await rowOf(id)
    expect(before.pdfFile).toBe(`${id}.svg`)
    expect(fs.readFileSync(stored(`${id}.svg`), 'utf8')).toMatch(/^<svg /)
    expect(fs.existsSync(stored(`${id}.pdf`))).toBe(false)

    const first = await downloadPdf(id, free)
    expect(first.statusCode).toBe(200)
    expect(first.headers['content-type']).toBe('application/pdf')
    expect(first.headers['content-disposition']).toContain('filename="a_lion_wearing_a_crown.pdf"')
    // Byte for byte: the same SVG (its watermark too), sheet and title.
    expect(before.watermark).toBe(true)
    expect(first.rawPayload.equals(await pdfAtOnce(before))).toBe(true)

    const after = await rowOf(id)
    expect(after.pdfFile).toBe(`${id}.pdf`)
    expect(fs.existsSync(stored(`${id}.svg`))).toBe(false)
    const again = await downloadPdf(id, free)
    expect(again.statusCode).toBe(200)
    expect(again.rawPayload.equals(first.rawPayload)).toBe(true)
  })

  it('a page without the watermark, on A4, is written without it and on A4', async () => {
    const id = await generate(pro, 'a unicorn', 'a4')
    expect(firstPages.size).toBe(2)
    const row = await rowOf(id)
    expect(row.watermark).toBe(false)
    const pdf = await downloadPdf(id, pro)
    expect(pdf.statusCode).toBe(200)
    expect(pdf.rawPayload.equals(await pdfAtOnce(row))).toBe(true)
    expect(pdf.rawPayload.toString('latin1')).toMatch(/MediaBox \[0 0 595\.28 841\.89\]/)
    const watermarked = await pdfAtOnce({ ...row, watermark: true })
    expect(pdf.rawPayload.equals(watermarked)).toBe(false)
  })

  it('two downloads at once get the same PDF, written once into the row', async () => {
    const id = await generate(free, 'a fire truck')
    const [a, b, c] = await Promise.all([downloadPdf(id, free), downloadPdf(id, free), downloadPdf(id, free)])
    for (const res of [a, b, c]) expect(res.statusCode).toBe(200)
    expect(b.rawPayload.equals(a.rawPayload)).toBe(true)
    expect(c.rawPayload.equals(a.rawPayload)).toBe(true)
    expect((await rowOf(id)).pdfFile).toBe(`${id}.pdf`)
    expect(fs.existsSync(stored(`${id}.svg`))).toBe(false)
  })

  it("another user's page answers 404 and writes nothing", async () => {
    const id = await generate(free, 'a pirate ship')
    expect((await downloadPdf(id, pro)).statusCode).toBe(404)
    expect((await rowOf(id)).pdfFile).toBe(`${id}.svg`)
    expect(fs.existsSync(stored(`${id}.pdf`))).toBe(false)
  })

  it('deleting a page never downloaded as PDF removes its PNG and SVG', async () => {
    const id = await generate(free, 'a cupcake')
    const row = await rowOf(id)
    const files = [row.pngFile, row.pdfFile].map((key) => stored(key as string))
    expect(files.every((f) => fs.existsSync(f))).toBe(true)
    const del = await t.app.inject({
      method: 'DELETE',
      url: `/api/images/${id}/`,
      headers: authHeader(free.token),
    })
    expect(del.statusCode).toBe(204)
    expect(files.some((f) => fs.existsSync(f))).toBe(false)
    expect((await downloadPdf(id, free)).statusCode).toBe(404)
  })

  it('a page deleted while its PDF is written answers 404 and keeps no PDF', async () => {
    const files = new DirectoryPageStore(t.config.dataDir)
    // Deleted before the PDF is stored: the row read earlier still names the SVG, which is there.
    const id = await generate(free, 'a dinosaur')
    const row = await rowOf(id)
    await t.db.delete(images).where(eq(images.id, id))
    await expect(pagePdfFile({ db: t.db, files }, row)).rejects.toMatchObject({ statusCode: 404 })
    expect(fs.existsSync(stored(`${id}.pdf`))).toBe(false)
    // Deleted with its files before the download reads the SVG.
    const gone = await generate(free, 'a penguin in the snow')
    const goneRow = await rowOf(gone)
    const del = await t.app.inject({
      method: 'DELETE',
      url: `/api/images/${gone}/`,
      headers: authHeader(free.token),
    })
    expect(del.statusCode).toBe(204)
    await expect(pagePdfFile({ db: t.db, files }, goneRow)).rejects.toMatchObject({ statusCode: 404 })
    expect(fs.existsSync(stored(`${gone}.pdf`))).toBe(false)
  })

  it('a download that read the row before another stored the PDF answers that PDF', async () => {
    const files = new DirectoryPageStore(t.config.dataDir)
    const id = await generate(free, 'a school bus')
    const stale = await rowOf(id)
    const first = await downloadPdf(id, free)
    expect(first.statusCode).toBe(200)
    expect(await pagePdfFile({ db: t.db, files }, stale)).toBe(`${id}.pdf`)
  })

  it("the sweep keeps a PDF stored just before its row names it, and the page's SVG", async () => {
    const id = await generate(free, 'a butterfly')
    const row = await rowOf(id)
    // As a first download leaves it just before it moves the row from the SVG to the PDF.
    const svg = fs.readFileSync(stored(`${id}.svg`), 'utf8')
    fs.writeFileSync(stored(`${id}.pdf`), await svgToPdf(svg, row.size, row.promptFinal))
    const orphan = `${crypto.randomUUID()}.pdf`
    fs.writeFileSync(stored(orphan), '%PDF-')
    const queue = await openJobQueue(t.db, { heartbeatSeconds: 10, attempts: 3 }, () => {})
    try {
      await recoverInterruptedWork({
        db: t.db,
        files: new DirectoryPageStore(t.config.dataDir),
        log: t.app.log,
        queue,
        now: () => new Date(),
        soleProcess: false,
        whileRunning: true,
      })
    } finally {
      await queue.stop(1000)
    }
    expect(fs.existsSync(stored(`${id}.pdf`))).toBe(true)
    expect(fs.existsSync(stored(`${id}.svg`))).toBe(true)
    expect(fs.existsSync(stored(orphan))).toBe(false)
    const pdf = await downloadPdf(id, free)
    expect(pdf.statusCode).toBe(200)
    expect((await rowOf(id)).pdfFile).toBe(`${id}.pdf`)
  })
})
