// npm run page -- "a lion wearing a crown" --complexity intricate --style realistic --size letter --seed 3 -o lion.pdf
// npm run page -- --photo cat.jpg --complexity easy -o cat.pdf
// npm run page -- --photo dog.jpg --focus 0.4,0.5 -o dog.png   (the pet is where x 40 %, y 50 % of the photo is)
import { readFileSync, writeFileSync } from 'node:fs'
import { parseArgs } from 'node:util'
import { photoFields } from '../../../shared/contract'
import { PhotoError } from '../photo/decode-photo'
import { shutdownRenderPool } from '../render/render-pool'
import { renderPage } from '../render-page'
import { photoPage } from '../trace/photo-page'

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    complexity: { type: 'string', default: 'easy' },
    style: { type: 'string', default: 'cartoon' },
    size: { type: 'string', default: 'letter' },
    seed: { type: 'string' },
    watermark: { type: 'boolean', default: false },
    output: { type: 'string', short: 'o', default: 'page.png' },
    photo: { type: 'string' },
    focus: { type: 'string' },
  },
})

const prompt = positionals.join(' ').trim()
const oneOf = <T extends string>(name: string, value: string | undefined, allowed: readonly T[]): T => {
  if (allowed.includes(value as T)) return value as T
  console.error(`--${name} must be one of: ${allowed.join(', ')}`)
  process.exit(2)
}
if (!prompt && !values.photo) {
  console.error(
    'Usage: npm run page -- "<prompt>" [--complexity easy|intricate] [--style cartoon|realistic] [--size letter|a4] [--seed N] [--watermark] -o page.png|page.pdf',
  )
  console.error(
    '   or: npm run page -- --photo cat.jpg [--complexity easy|intricate] [--size letter|a4] [--focus x,y] -o page.png|page.pdf',
  )
  process.exit(2)
}
const output = values.output as string
if (!/\.(png|pdf)$/i.test(output)) {
  console.error('The output file must end in .png or .pdf')
  process.exit(2)
}

try {
  if (values.photo) await photoToPage(values.photo)
  else await promptToPage()
} catch (err) {
  if (!(err instanceof PhotoError)) throw err
  console.error(err.message)
  process.exitCode = 1
} finally {
  await shutdownRenderPool()
}

async function photoToPage(file: string) {
  const page = await photoPage({
    photo: readFileSync(file),
    complexity: oneOf('complexity', values.complexity, ['easy', 'intricate'] as const),
    size: oneOf('size', values.size, ['letter', 'a4'] as const),
    watermark: values.watermark,
    focus: values.focus === undefined ? undefined : focusOf(values.focus),
  })
  writeFileSync(output, /\.pdf$/i.test(output) ? page.pdf : page.png)
  const ms = Object.entries(page.timings).map(([stage, t]) => `${stage.replace('Ms', '')} ${t.toFixed(0)} ms`)
  console.log(`Wrote ${output}, ${page.orientation} (${ms.join(', ')})`)
  if (values.focus !== undefined && !page.focused)
    console.log('No pet found at --focus: the page is drawn as without it.')
}

function focusOf(text: string) {
  const parsed = photoFields.shape.focus.safeParse(text)
  if (parsed.success && parsed.data) return parsed.data
  console.error('--focus must be two numbers from 0 to 1, as x,y (where the subject is in the photo)')
  process.exit(2)
}

async function promptToPage() {
  const page = await renderPage({
    prompt,
    complexity: oneOf('complexity', values.complexity, ['easy', 'intricate'] as const),
    style: oneOf('style', values.style, ['cartoon', 'realistic'] as const),
    size: oneOf('size', values.size, ['letter', 'a4'] as const),
    seed: values.seed === undefined ? undefined : Number(values.seed),
    watermark: values.watermark,
  })
  // The API answers 422 for these; here the page is still written, empty of the missing subject, to look at.
  if (page.plan.refusal) {
    console.log(page.plan.refusal.error)
    console.log(`Suggestions: ${page.plan.refusal.suggestions.join(' | ') || 'none'}`)
  }
  writeFileSync(output, /\.pdf$/i.test(output) ? page.pdf : page.png)
  console.log(`Wrote ${output}`)
  console.log(`Subjects: ${page.subjects.join(', ')}`)
  console.log(`Setting: ${page.plan.setting}; seed ${page.plan.seed}`)
  console.log('Credits:')
  for (const credit of page.credits) console.log(`  ${credit.drawing} from ${credit.set} (${credit.license})`)
}
