import { spawn } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { initWasm, Resvg } from '@resvg/resvg-wasm'
import { FRAME, type FrameState, frameSvg } from './demo-frames'
import type { PageReveal } from './stroke-reveal'

// The demo video: for each page, the prompt is typed, Generate is pressed and the page draws itself,
// then holds. Frames are rasterised with resvg (WASM) and piped raw into Debian's ffmpeg.

export const FPS = 15
const TYPE_S = 1.3
const PRESS_S = 0.35
const DRAW_S = 2.6
const HOLD_S = 1.8

export type VideoPage = { prompt: string; choice: string; page: PageReveal }

let wasmReady: Promise<void> | null = null
function resvgReady(): Promise<void> {
  const require = createRequire(import.meta.url)
  wasmReady ??= initWasm(readFileSync(require.resolve('@resvg/resvg-wasm/index_bg.wasm')))
  return wasmReady
}

/** Every frame's state, in order. */
export function* frameStates(pages: VideoPage[]): Generator<FrameState> {
  for (const { prompt, choice, page } of pages) {
    const base = { choice, page, pressed: false, cursor: true, typed: '', progress: 0 }
    const blink = (i: number) => Math.floor(i / 4) % 2 === 0
    for (let i = 0; i < 4; i++) yield { ...base, cursor: blink(i) }
    const typing = Math.round(TYPE_S * FPS)
    for (let i = 1; i <= typing; i++)
      yield { ...base, typed: prompt.slice(0, Math.round((prompt.length * i) / typing)) }
    const full = { ...base, typed: prompt }
    for (let i = 0; i < Math.round(PRESS_S * FPS); i++) yield { ...full, cursor: false, pressed: true }
    const drawing = Math.round(DRAW_S * FPS)
    // Ease out: quick first lines, a gentle finish.
    for (let i = 1; i <= drawing; i++) yield { ...full, cursor: false, progress: 1 - (1 - i / drawing) ** 2 }
    for (let i = 0; i < Math.round(HOLD_S * FPS); i++) yield { ...full, cursor: false, progress: 1 }
  }
}

export async function renderFrame(state: FrameState): Promise<Uint8Array> {
  await resvgReady()
  const resvg = new Resvg(frameSvg(state), {
    fitTo: { mode: 'width', value: FRAME.width },
    font: { loadSystemFonts: false },
  })
  const image = resvg.render()
  const pixels = image.pixels.slice()
  image.free()
  resvg.free()
  return pixels
}

function ffmpeg(args: string[]) {
  const child = spawn('ffmpeg', ['-hide_banner', '-loglevel', 'error', '-y', ...args], {
    stdio: ['pipe', 'inherit', 'inherit'],
  })
  const done = new Promise<void>((resolve, reject) => {
    child.on('error', (err) =>
      reject(new Error(`ffmpeg could not be started (apt-get install -y ffmpeg): ${err.message}`)),
    )
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`ffmpeg exited with ${code}`))))
  })
  return { stdin: child.stdin, done }
}

const rawInput = [
  '-f',
  'rawvideo',
  '-pix_fmt',
  'rgba',
  '-s',
  `${FRAME.width}x${FRAME.height}`,
  '-r',
  String(FPS),
  '-i',
  '-',
]

/** Encodes the frames twice: WebM (VP9) first for size, MP4 (H.264) for browsers without VP9. */
export async function encodeVideo(
  frames: AsyncIterable<Uint8Array>,
  webmPath: string,
  mp4Path: string,
): Promise<number> {
  const encoders = [
    ffmpeg([
      ...rawInput,
      '-an',
      '-c:v',
      'libvpx-vp9',
      '-b:v',
      '0',
      '-crf',
      '42',
      '-row-mt',
      '1',
      '-deadline',
      'good',
      '-pix_fmt',
      'yuv420p',
      webmPath,
    ]),
    ffmpeg([
      ...rawInput,
      '-an',
      '-c:v',
      'libx264',
      '-preset',
      'veryslow',
      '-crf',
      '30',
      '-tune',
      'animation',
      '-pix_fmt',
      'yuv420p',
      '-movflags',
      '+faststart',
      mp4Path,
    ]),
  ]
  let count = 0
  for await (const frame of frames) {
    count++
    for (const { stdin } of encoders) {
      if (!stdin.write(frame)) await new Promise((r) => stdin.once('drain', r))
    }
  }
  for (const { stdin } of encoders) stdin.end()
  await Promise.all(encoders.map((e) => e.done))
  return count
}
