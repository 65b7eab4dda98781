import crypto from 'node:crypto'
import { and, eq } from 'drizzle-orm'
import type { ColorByNumberBody, DotToDotBody, WorksheetBody } from '../../shared/contract'
import type { User } from '../auth/users'
import { currentPlan } from '../billing/current-plan'
import type { Db } from '../db/client'
import { images } from '../db/schema'
import { isUniqueViolation } from '../db/unique-violation'
import { sheetOf } from '../engine'
import { badRequest, HttpError } from '../http/errors'
import { makeChargedPage, writeFiles } from '../images/charged-page'
import { type PageMakingDeps, refuseUnsafe } from '../images/generate-image'
import type { ImageRow } from '../images/image-json'
import { refuseUndrawable } from '../images/prompt-refusal'
import { getOwnImage } from '../images/user-images'
import { createWorkSlots } from '../images/work-slots'
import { readPageFile } from '../storage/page-store'
import { NoOutlineError } from './dot-to-dot'
import type { SourcePage, WorksheetOrder } from './draw-worksheet'
import { pageSetting } from './page-setting'
import { missingGlyphs } from './sheet-fonts'
import { drawWorksheetOffThread } from './sheet-pool'

// Drawing a sheet takes a core for up to a second, on a worker thread: two at a time, like photos; the
// rest wait in order, so however many arrive at once the memory they hold stays bounded.
const sheetSlots = createWorkSlots(2)

export type WorksheetResult = { image: ImageRow; replayed: boolean }

/**
 * One worksheet for a signed-in user. From a page of their library, or a tracing text, it costs nothing;
 * from a prompt, the page is made and counted exactly as generate counts it (one unit reserved, committed
 * with the row, given back on any failure; the Idempotency-Key answers the same sheet without a second
 * charge). Bad input is refused before anything is drawn, stored or charged.
 */
export async function makeWorksheet(
  deps: PageMakingDeps,
  user: User,
  body: WorksheetBody,
  idempotencyKey?: string,
): Promise<WorksheetResult> {
  if (body.kind === 'tracing') {
    const order = { kind: body.kind, text: body.text, style: body.style, size: body.size }
    const missing = missingGlyphs(order.style === 'print' ? 'print' : 'precursive', order.text)
    if (missing.length)
      throw badRequest(
        `These characters cannot be traced: ${missing.join(' ')}. Use letters, numbers and common punctuation.`,
      )
    return storeFree(deps, user, idempotencyKey, order.kind, async (watermark, seed) => {
      const drawn = await inSheetSlot(() => drawWorksheetOffThread(order, null, { watermark, seed }))
      return {
        ...drawn,
        row: {
          promptRaw: order.text,
          promptFinal: order.text,
          complexity: 'easy',
          style: 'cartoon',
          size: order.size,
          provider: 'builtin',
          subjects: [],
          credits: [],
          kind: 'tracing',
        },
      }
    })
  }
  const order = orderOf(body)
  if (body.image_id) {
    const source = await getOwnImage(deps.db, user.id, body.image_id)
    if (source.status !== 'ready' || !source.pngFile)
      throw new HttpError(409, 'This coloring page is still being made. Try again in a moment.', {
        'retry-after': '2',
      })
    if (source.kind !== 'page')
      throw badRequest('Make a worksheet from a coloring page of your library, not from another worksheet.')
    const png = await readPageFile(deps.files, source.pngFile)
    const page: SourcePage = {
      png,
      sheet: sheetOf(source.size, source.orientation),
      subjects: source.subjects,
      setting: pageSetting({
        prompt: source.promptFinal,
        typed: source.promptRaw,
        complexity: source.complexity,
        style: source.style,
        provider: source.provider,
      }),
      hasWatermark: source.watermark,
      title: source.promptRaw,
    }
    return storeFree(deps, user, idempotencyKey, order.kind, async (watermark, seed) => {
      const drawn = await drawSafely(() => drawWorksheetOffThread(order, page, { watermark, seed }))
      return {
        ...drawn,
        row: {
          promptRaw: source.promptRaw,
          promptFinal: source.promptFinal,
          complexity: source.complexity,
          style: source.style,
          size: source.size,
          orientation: source.orientation,
          provider: source.provider,
          subjects: source.subjects,
          credits: source.credits,
          kind: order.kind,
        },
      }
    })
  }
  const prompt = body.prompt as string
  const options = { complexity: body.complexity, style: 'cartoon' as const }
  return makeChargedPage(deps, user, {
    idempotencyKey,
    requestFields: ['worksheet', JSON.stringify(body)],
    check: async () => {
      await refuseUnsafe(deps, prompt)
      refuseUndrawable(prompt, deps.engine, options)
    },
    make: async ({ watermark, seed }) => {
      const made = await deps.generatePage({ prompt, ...options, size: body.size, seed, watermark })
      const page: SourcePage = {
        png: made.png,
        sheet: body.size,
        subjects: made.subjects,
        setting: pageSetting({ prompt, ...options, provider: made.provider }),
        hasWatermark: watermark,
        title: prompt,
      }
      const drawn = await drawSafely(() => drawWorksheetOffThread(order, page, { watermark, seed }))
      return {
        png: drawn.png,
        pdf: drawn.pdf,
        row: {
          promptRaw: prompt,
          promptFinal: prompt,
          ...options,
          size: body.size,
          provider: made.provider,
          subjects: made.subjects,
          credits: made.credits,
          kind: order.kind,
          sheet: drawn.sheet,
        },
      }
    },
  })
}

function orderOf(body: ColorByNumberBody | DotToDotBody): WorksheetOrder {
  if (body.kind === 'color_by_number') return { kind: body.kind, colors: body.colors, labels: body.labels }
  return { kind: body.kind, dots: body.dots, countBy: body.count_by }
}

const inSheetSlot = <T>(job: () => Promise<T>) => sheetSlots(job)

/** A page whose outline cannot carry dots is the page's fault, not the server's: 422, nothing stored. */
async function drawSafely<T>(draw: () => Promise<T>): Promise<T> {
  try {
    return await inSheetSlot(draw)
  } catch (err) {
    if (err instanceof NoOutlineError) throw new HttpError(422, `${err.message} Try color by number instead.`)
    throw err
  }
}

type FreeSheet = {
  png: Buffer
  pdf: Buffer
  sheet: ImageRow['sheet']
  row: Omit<
    typeof images.$inferInsert,
    | 'id'
    | 'userId'
    | 'visitorId'
    | 'watermark'
    | 'pngFile'
    | 'pdfFile'
    | 'idempotencyKey'
    | 'createdAt'
    | 'sheet'
  >
}

/**
 * Stores a sheet that costs nothing. The Idempotency-Key still holds: the same key answers the sheet
 * already made (a queue replaying an offline request makes one sheet, not two).
 */
async function storeFree(
  deps: Pick<PageMakingDeps, 'db' | 'now' | 'files'>,
  user: User,
  idempotencyKey: string | undefined,
  kind: WorksheetOrder['kind'],
  make: (watermark: boolean, seed: number) => Promise<FreeSheet>,
): Promise<WorksheetResult> {
  const prior = idempotencyKey && (await byKey(deps.db, user.id, idempotencyKey))
  if (prior) {
    if (prior.kind !== kind)
      throw new HttpError(
        422,
        'This Idempotency-Key was already used for a different request. Send a new key for a new page.',
      )
    return { image: prior, replayed: true }
  }
  const { watermark } = await currentPlan(deps.db, user.id, deps.now())
  const seed = crypto.randomInt(0, 2 ** 31)
  const made = await make(watermark, seed)
  const imageId = crypto.randomUUID()
  const written = await writeFiles(deps.files, imageId, made)
  try {
    const [image] = await deps.db
      .insert(images)
      .values({
        seed,
        ...made.row,
        sheet: made.sheet,
        id: imageId,
        userId: user.id,
        watermark,
        pngFile: written[0],
        pdfFile: written[1],
        idempotencyKey,
        createdAt: deps.now(),
      })
      .returning()
    return { image, replayed: false }
  } catch (err) {
    await deps.files.delete(written)
    const raced = idempotencyKey && isUniqueViolation(err) && (await byKey(deps.db, user.id, idempotencyKey))
    if (raced) return { image: raced, replayed: true }
    throw err
  }
}

async function byKey(db: Db, userId: string, key: string): Promise<ImageRow | undefined> {
  const [row] = await db
    .select()
    .from(images)
    .where(and(eq(images.userId, userId), eq(images.idempotencyKey, key)))
  return row
}
