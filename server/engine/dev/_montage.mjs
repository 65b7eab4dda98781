import sharp from 'sharp'

const [out, ...files] = process.argv.slice(2)
const W = 420,
  H = 594,
  cols = Math.min(files.length, 4),
  rows = Math.ceil(files.length / cols)
const tiles = await Promise.all(
  files.map((f) => sharp(f).resize(W, H, { fit: 'contain', background: '#fff' }).png().toBuffer()),
)
await sharp({ create: { width: W * cols, height: H * rows, channels: 3, background: '#fff' } })
  .composite(tiles.map((t, k) => ({ input: t, left: (k % cols) * W, top: Math.floor(k / cols) * H })))
  .png()
  .toFile(out)
