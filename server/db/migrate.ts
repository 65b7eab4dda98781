// npm run db:migrate: applies pending migrations to the configured database (DATABASE_URL, or PGlite in
// DATA_DIR/db) and exits. Run once per deploy, before new processes start; a process starting also
// applies them (under a lock), so this step only moves the work, and its failure, out of the rollout.
import path from 'node:path'
import { loadConfig } from '../config'
import { openDatabase } from './client'

const config = loadConfig()
const database = await openDatabase({
  databaseUrl: config.databaseUrl,
  dataDir: path.join(config.dataDir, 'db'),
})
await database.close()
console.log(`migrations applied to ${config.databaseUrl ? 'PostgreSQL' : `PGlite in ${config.dataDir}/db`}`)
