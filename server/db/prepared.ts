import type { Db } from './client'

/**
 * A statement built once per database and reused, for the queries every request runs (the token
 * lookup, the polled usage count and page list). Building a drizzle query costs more CPU than the
 * query itself takes in PostgreSQL, and a named statement is parsed and planned once per connection
 * there instead of on every call (docs/decisions/0028-cheaper-polling.md). Each name must be unique.
 * A transaction passed as the Db gets a statement of its own, so it runs on the transaction's connection
 * (the quota check counts charges under the user's row lock).
 */
export function preparedPerDb<T>(build: (db: Db) => T): (db: Db) => T {
  const built = new WeakMap<Db, T>()
  return (db) => {
    let statement = built.get(db)
    if (!statement) {
      statement = build(db)
      built.set(db, statement)
    }
    return statement
  }
}
