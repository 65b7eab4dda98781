// The API contract: every request and response shape, and the values they are made of. Pure zod, no
// database, HTTP or Node code, so the server validates with it and the web app types its calls from it.
// See docs/decisions/0018-one-api-contract.md.
export * from './analytics'
export * from './auth'
export * from './billing'
export * from './enums'
export * from './errors'
export * from './gallery'
export * from './health'
export * from './images'
export * from './limits'
export * from './operator'
export * from './public-config'
export * from './worksheets'
