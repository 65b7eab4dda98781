import type { TestProject } from 'vitest/node'
import { createPostgresTemplate, pgliteTemplateFile } from './database-template'

declare module 'vitest' {
  export interface ProvidedContext {
    /** The PGlite template's dump file (TEST_DB=pglite). */
    pgliteTemplate?: string
    /** The template database on DATABASE_URL's server (TEST_DB=postgres). */
    postgresTemplate?: string
  }
}

/** Once per run, before the API test files: the database template they all start from. */
export default async function setup(project: TestProject) {
  if (project.config.env.TEST_DB === 'postgres') {
    const adminUrl = process.env.DATABASE_URL
    if (!adminUrl) throw new Error('TEST_DB=postgres needs DATABASE_URL')
    const template = await createPostgresTemplate(adminUrl)
    project.provide('postgresTemplate', template.name)
    return template.drop
  }
  project.provide('pgliteTemplate', await pgliteTemplateFile())
}
