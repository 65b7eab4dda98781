// npm run build (after the client): compiles the server to plain JavaScript in dist-server/, which `npm start`
// runs with node alone (docs/decisions/0046-compiled-server-bundle.md). Each entry is bundled on its own with
// the npm packages left external (they load from node_modules as before: native and WASM modules, files read
// by path), except those in BUNDLED. The files the code reads beside itself are copied so that dist-server/
// mirrors server/.
// Self-contained (no relative imports), so Node runs it without a loader.
import { execFileSync } from 'node:child_process'
import { cpSync, readFileSync, renameSync, rmSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { parseArgs } from 'node:util'
import { build, type Plugin } from 'esbuild'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')
const server = path.join(root, 'server')
const { values, positionals } = parseArgs({ options: { out: { type: 'string' } }, allowPositionals: true })
// Another folder beside server/ (the benchmarks build into dist-bench/), so paths up from it still resolve.
const target = path.join(root, values.out ?? 'dist-server')
// Built beside the target and swapped in whole, so two builds at once (test suites' setups) never mix files.
const out = `${target}.building-${process.pid}`

// Entries at the paths their starters expect: `new Worker(new URL('./render-worker.mjs', import.meta.url))`.
// More may be named on the command line (the benchmarks, which measure what production runs).
const ENTRIES = [
  'main.ts',
  'worker.ts',
  'db/migrate.ts',
  'engine/render/render-worker.mjs',
  'engine/trace/line-worker.mjs',
  'worksheets/sheet-worker.mjs',
]
ENTRIES.push(...positionals)
// Pure JavaScript packages worth tree-shaking: importing drizzle-orm's modules one by one costs about 90 MB
// and two seconds at start-up; the few functions the server uses cost next to nothing bundled.
const BUNDLED = ['drizzle-orm']
// Read at run time relative to the module that reads them.
const ASSETS = [
  'db/migrations',
  'engine/vocabulary/emoji-vocabulary.json',
  'engine/art/outline-icons.json',
  'engine/detect/models',
]

/**
 * A bundle is one file, so `import.meta.url` would be the bundle's own address in every module. Each
 * module's is rewritten to where that module sits in the mirrored tree (dist-server/engine/lettering/lettering.js for
 * server/engine/lettering/lettering.ts), so `new URL('./x.json', import.meta.url)` finds its copied file.
 */
function mirroredImportMeta(entryOut: string): Plugin {
  return {
    name: 'mirrored-import-meta',
    setup(b) {
      b.onLoad({ filter: /\.(ts|mjs)$/ }, (args) => {
        if (!args.path.startsWith(server) || args.path.includes('node_modules')) return undefined
        const source = readFileSync(args.path, 'utf8')
        if (!source.includes('import.meta.url')) return undefined
        const mirrored = path.join(out, path.relative(server, args.path)).replace(/\.ts$/, '.js')
        const rel = path.relative(path.dirname(entryOut), mirrored).split(path.sep).join('/')
        return {
          contents: source.replaceAll(
            'import.meta.url',
            `new URL(${JSON.stringify(`./${rel}`)}, import.meta.url).href`,
          ),
          loader: args.path.endsWith('.ts') ? 'ts' : 'js',
        }
      })
    },
  }
}

const pkg = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8'))
const packages = Object.keys({ ...pkg.dependencies, ...pkg.devDependencies }).filter(
  (p) => !BUNDLED.includes(p),
)

async function bundle(entry: string, outfile: string) {
  await build({
    entryPoints: [path.join(server, entry)],
    outfile,
    bundle: true,
    external: packages.flatMap((p) => [p, `${p}/*`]),
    platform: 'node',
    format: 'esm',
    target: 'node24',
    sourcemap: true,
    logLevel: 'warning',
    // The line worker reads its TypeScript through tsx only when run from source.
    define: { 'process.env.COLORLY_COMPILED': '"1"' },
    plugins: [mirroredImportMeta(outfile)],
  })
}

rmSync(out, { recursive: true, force: true })
for (const entry of ENTRIES) await bundle(entry, path.join(out, entry.replace(/\.ts$/, '.js')))
for (const asset of ASSETS) cpSync(path.join(server, asset), path.join(out, asset), { recursive: true })
// The emoji drawings the vocabulary names, extracted by the engine's own code, compiled for the occasion.
const extractor = path.join(out, 'tools/extract-emoji-icons.mjs')
await bundle('tools/extract-emoji-icons.ts', extractor)
execFileSync(process.execPath, [extractor, path.join(out, 'engine/art/emoji-icons.json')], {
  stdio: 'inherit',
})
rmSync(path.join(out, 'tools'), { recursive: true })
for (let attempt = 0; ; attempt++) {
  rmSync(target, { recursive: true, force: true })
  try {
    renameSync(out, target)
    break
  } catch (error) {
    // Another build put its own in place between the two calls: replace it.
    if (attempt >= 5) throw error
  }
}
console.log(`server compiled to ${path.relative(root, target)}/`)
