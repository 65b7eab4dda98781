// npm run check: the engine's folders are the stages of its pipeline, and each shows the others one face,
// its index.ts. A file that reaches into another folder (server/engine/scenery/x.ts importing
// ../art/patterns/subject-patterns) fails here with the import to write instead. Biome has no rule for
// "only through index.ts"; it checks the import cycles (noImportCycles in biome.json).
// Tests and dev/ (the CLI, benchmarks, evaluation sheets) may reach inside, as server/tools and tests/ do.
import fs from 'node:fs'
import path from 'node:path'

const ENGINE = path.resolve(import.meta.dirname, '..', 'engine')
/** Folders with no public face: entry points nothing imports, and the vendored model files. */
const NO_FACE = new Set(['dev', path.join('detect', 'models')])
const CODE = /\.(ts|tsx|mts|mjs)$/
const IMPORT = [
  /^\s*(?:import|export)\s+(?:type\s+)?(?:[\w$]+\s*,?\s*)?(?:\{[^}]*\}|\*(?:\s+as\s+[\w$]+)?)?\s*from\s*['"]([^'"]+)['"]/gm,
  /^\s*import\s*['"]([^'"]+)['"]/gm,
  /\bimport\(\s*['"]([^'"]+)['"]\s*\)/g,
]

const rel = (p: string) => path.relative(ENGINE, p)
const inside = (folder: string, file: string) => file.startsWith(folder + path.sep)

function walk(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name)
    if (!e.isDirectory()) return [full]
    return e.name === 'node_modules' ? [] : [full + path.sep, ...walk(full)]
  })
}

function resolve(from: string, spec: string): string | null {
  const base = path.resolve(path.dirname(from), spec)
  for (const ext of ['', '.ts', '.tsx', '.mts', '.mjs', `${path.sep}index.ts`]) {
    const file = base + ext
    if (fs.existsSync(file) && fs.statSync(file).isFile()) return file
  }
  return null
}

/** The outermost folder holding `target` that does not hold `importer`: the one whose face it must use. */
function enteredFolder(importer: string, target: string): string | null {
  const parts = rel(path.dirname(target)).split(path.sep).filter(Boolean)
  for (let i = 1; i <= parts.length; i++) {
    const folder = path.join(ENGINE, ...parts.slice(0, i))
    if (!inside(folder, importer)) return folder
  }
  return null
}

const exempt = (file: string) =>
  /\.test\.tsx?$/.test(file) || [...NO_FACE].some((f) => inside(path.join(ENGINE, f), file))

function importProblems(): string[] {
  const problems: string[] = []
  const entries = walk(ENGINE)
  for (const entry of entries.filter((e) => e.endsWith(path.sep))) {
    const folder = entry.slice(0, -1)
    const name = rel(folder)
    if ([...NO_FACE].some((f) => name === f || name.startsWith(f + path.sep))) continue
    if (!fs.existsSync(path.join(folder, 'index.ts')))
      problems.push(`server/engine/${name}/ has no index.ts: every stage folder shows one public face.`)
  }
  for (const file of entries.filter((e) => CODE.test(e) && !e.endsWith('.d.ts') && !e.endsWith('.d.mts'))) {
    if (exempt(file)) continue
    const text = fs.readFileSync(file, 'utf8')
    for (const pattern of IMPORT)
      for (const match of text.matchAll(pattern)) {
        const spec = match[1]
        if (!spec.startsWith('.')) continue
        const target = resolve(file, spec)
        if (!target || !inside(ENGINE, target) || path.dirname(target) === path.dirname(file)) continue
        const folder = enteredFolder(file, target)
        if (!folder || target === path.join(folder, 'index.ts')) continue
        let face = path.relative(path.dirname(file), folder)
        if (!face.startsWith('.')) face = `./${face}`
        problems.push(
          `server/engine/${rel(file)} imports '${spec}', a file inside ${rel(folder)}/: import from '${face}' ` +
            `(its index.ts), exporting the name there if it is not yet.`,
        )
      }
  }
  return problems
}

const problems = importProblems()
for (const p of problems) console.error(p)
if (problems.length) {
  console.error(
    `\n${problems.length} import(s) reach inside another engine folder (server/engine/README.md).`,
  )
  process.exit(1)
}
console.log('Engine folders import one another only through index.ts.')
