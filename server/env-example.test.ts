import fs from 'node:fs'
import { parseEnv } from 'node:util'
import { describe, expect, it } from 'vitest'
import { envSchema, loadConfig } from './config'

const root = new URL('../', import.meta.url)
const example = fs.readFileSync(new URL('.env.example', root), 'utf8')
const readme = fs.readFileSync(new URL('README.md', root), 'utf8')

const CONFIG_VARIABLES = Object.keys(envSchema.shape)
/** Every variable the file names, set or commented out ("# NAME=..."). */
const named = new Set([...example.matchAll(/^(?:# ?)?([A-Z][A-Z0-9_]*)=/gm)].map((m) => m[1]))

/** The variables of the README's configuration table; `STRIPE_PRICE_{A,B}_{C,D}` stands for four. */
function readmeVariables(): string[] {
  const section = readme.slice(
    readme.indexOf('## Configuration'),
    readme.indexOf('\n## ', readme.indexOf('## Configuration') + 1),
  )
  const firstCells = [...section.matchAll(/^\| (`[^|]+) \|/gm)].map((m) => m[1])
  return firstCells.flatMap((cell) => [...cell.matchAll(/`([^`]+)`/g)].flatMap((m) => expandBraces(m[1])))
}

function expandBraces(name: string): string[] {
  const group = name.match(/\{([^}]+)\}/)
  if (!group) return [name]
  return group[1].split(',').flatMap((choice) => expandBraces(name.replace(group[0], choice)))
}

describe('.env.example', () => {
  it('names every variable server/config.ts reads, and no other', () => {
    expect(CONFIG_VARIABLES.filter((v) => !named.has(v))).toEqual([])
    expect([...named].filter((v) => !CONFIG_VARIABLES.includes(v))).toEqual([])
  })

  it("names every variable of the README's configuration table", () => {
    const documented = readmeVariables()
    expect(documented).toContain('STRIPE_PRICE_PROFESSIONAL_YEARLY')
    expect(documented.length).toBeGreaterThan(60)
    expect(documented.filter((v) => !named.has(v))).toEqual([])
  })

  it('sets only the true defaults: loaded as it is, it changes nothing', () => {
    const values = parseEnv(example)
    expect(Object.keys(values).length).toBeGreaterThan(30)
    expect(envSchema.parse(values)).toEqual(envSchema.parse({}))
    expect(loadConfig(values)).toEqual(loadConfig({}))
  })
})
