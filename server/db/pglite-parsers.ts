import { type PGlite, types } from '@electric-sql/pglite'

type Parser = (value: string, typeId?: number) => unknown
type Parsers = Record<number, Parser>
type WithParsers = { parsers?: Parsers } & Record<string, unknown>

// The columns drizzle-orm's PGlite driver reads as PostgreSQL's own text (it maps them itself): it passes
// these nine identity parsers with every statement (drizzle-orm/pglite/session.js). PGlite then merges them
// into a copy of its whole parser table, 318 entries, for each statement: about 30 KB of garbage and 0.1-0.2 ms
// of the main thread a statement (docs/decisions/0088-load-main-thread.md).
const AS_TEXT = [
  types.TIMESTAMP,
  types.TIMESTAMPTZ,
  types.INTERVAL,
  types.DATE,
  1231, // numeric[]
  1115, // timestamp[]
  1185, // timestamptz[]
  1187, // interval[]
  1182, // date[]
]
const asText: Parser = (value) => value
// PGlite parses an array with its element type's parser as the client holds it then: the arrays above get
// PGlite's own element parsers back explicitly (element type of each array type).
const ELEMENT: Record<number, number> = { 1231: 1700, 1115: 1114, 1185: 1184, 1187: 1186, 1182: 1082 }

/** Whether a statement's parsers are exactly drizzle's: the AS_TEXT types, nothing else. */
function isDrizzles(parsers: Parsers): boolean {
  let count = 0
  for (const key in parsers) {
    if (!AS_TEXT.includes(Number(key))) return false
    count++
  }
  return count === AS_TEXT.length
}

/**
 * The client as drizzle and pg-boss use it, each statement read exactly as by the plain client, without the
 * copy: the client itself reads the AS_TEXT types as text, a statement that brings drizzle's parsers is sent
 * without them, and any other statement (pg-boss's) gets PGlite's own parsers for those types back with its
 * own. Other methods are the client's.
 */
export async function withTextParsers(client: PGlite): Promise<PGlite> {
  await client.waitReady
  const own: Parsers = {}
  for (const type of AS_TEXT) {
    const element = ELEMENT[type]
    own[type] = element
      ? (value) => types.arrayParser(value, own[element] ?? client.parsers[element], type)
      : client.parsers[type]
  }
  for (const type of AS_TEXT) client.parsers[type] = asText
  const options = <T extends WithParsers | undefined>(given: T): WithParsers => {
    if (given?.parsers && isDrizzles(given.parsers)) {
      const { parsers: _same, ...rest } = given
      return rest
    }
    return { ...given, parsers: { ...own, ...given?.parsers } }
  }
  const wrap = <C extends object>(target: C): C =>
    new Proxy(target, {
      get(t, prop) {
        const value = Reflect.get(t, prop, t)
        if (typeof value !== 'function') return value
        if (prop === 'query')
          return (text: string, params?: unknown[], given?: WithParsers) =>
            value.call(t, text, params, options(given))
        if (prop === 'exec') return (text: string, given?: WithParsers) => value.call(t, text, options(given))
        if (prop === 'transaction')
          return (fn: (tx: object) => Promise<unknown>) => value.call(t, (tx: object) => fn(wrap(tx)))
        return value.bind(t)
      },
    })
  return wrap(client)
}
