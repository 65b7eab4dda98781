import { z } from 'zod'
import {
  type Answer,
  type ApiOperation,
  apiOperations,
  requestSchemas,
  responseSchemas,
} from './api-operations'

// The OpenAPI 3.1 description of the API, built from the contract's zod schemas with zod's own JSON Schema
// conversion (OpenAPI 3.1 schemas are JSON Schema 2020-12, zod's default target): no second description
// to keep in step. See docs/decisions/0044-openapi-from-the-contract.md.

type Json = Record<string, unknown>
const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` })
const json = (schema: Json) => ({ 'application/json': { schema } })
const toJsonSchema = (schema: z.ZodType, io: 'input' | 'output') => {
  const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, { io, unrepresentable: 'any' }) as Json
  return rest
}

export function buildOpenApiDocument(options: { publicUrl: string; version: string }): Json {
  const paths: Record<string, Record<string, Json>> = {}
  for (const op of apiOperations) {
    const path = op.path.replace(/:(\w+)/g, '{$1}')
    paths[path] ??= {}
    paths[path][op.method] = operation(op)
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Colorly API',
      version: options.version,
      description:
        'Coloring pages from a prompt or a photo. Every error is JSON {"error": "<a sentence a person can act ' +
        'on>"} (docs/api-errors.md). Signed-in calls send the token answered by sign-in as ' +
        '`Authorization: Token <key>`.',
    },
    servers: [{ url: options.publicUrl }],
    paths,
    components: {
      schemas: { ...components(requestSchemas, 'input'), ...components(responseSchemas, 'output') },
      securitySchemes: {
        Token: {
          type: 'apiKey',
          in: 'header',
          name: 'Authorization',
          description: '`Token <key>`, the token of POST /api/auth/login/, /register/ or /google/.',
        },
      },
    },
  }
}

/** Named schemas, each nested named schema written as a $ref to its component. */
function components(schemas: Record<string, z.ZodType>, io: 'input' | 'output'): Record<string, Json> {
  const registry = z.registry<{ id: string }>()
  for (const [id, schema] of Object.entries(schemas)) registry.add(schema, { id })
  const { schemas: converted } = z.toJSONSchema(registry, {
    io,
    unrepresentable: 'any',
    uri: (id) => `#/components/schemas/${id}`,
  })
  return Object.fromEntries(
    Object.entries(converted).map(([id, { $schema: _dialect, $id: _id, ...schema }]) => [id, schema]),
  )
}

function operation(op: ApiOperation): Json {
  const parameters = [
    ...objectParameters(op.params, 'path'),
    ...objectParameters(op.query, 'query'),
    ...Object.entries(op.headers ?? {}).map(([name, header]) => ({
      name,
      in: 'header',
      required: header.required ?? false,
      description: header.description,
      schema: toJsonSchema(header.schema, 'input'),
    })),
  ]
  const responses: Record<string, Json> = {}
  for (const [status, answer] of Object.entries(op.answers)) {
    responses[status] = response(answer, Number(status) >= 400 && op.htmlErrors)
  }
  responses.default = op.htmlErrors
    ? {
        description: 'Any other error, as an HTML page.',
        content: { 'text/html': { schema: { type: 'string' } } },
      }
    : { description: 'Any other error (e.g. 503 while the server shuts down).', content: json(ref('Error')) }
  return {
    summary: op.summary,
    operationId: operationId(op),
    ...(op.only ? { 'x-served-with': `${op.only} billing` } : {}),
    ...(op.signedIn ? { security: [{ Token: [] }] } : {}),
    ...(parameters.length ? { parameters } : {}),
    ...(op.body ? { requestBody: requestBody(op.body) } : {}),
    responses,
  }
}

/** "get /api/images/:id/download_pdf/" is getApiImagesIdDownloadPdf: unique, and a name client generators use. */
function operationId(op: ApiOperation): string {
  const words = op.path.replace(/[^A-Za-z0-9]+(.)?/g, (_, next: string | undefined) =>
    (next ?? '').toUpperCase(),
  )
  return `${op.method}${words}`
}

function requestBody(body: NonNullable<ApiOperation['body']>): Json {
  if ('json' in body) {
    const names = Array.isArray(body.json) ? body.json : [body.json]
    return { required: true, content: json(names.length > 1 ? { oneOf: names.map(ref) } : ref(names[0])) }
  }
  if ('form' in body) {
    return { required: true, content: { 'application/x-www-form-urlencoded': { schema: ref(body.form) } } }
  }
  if ('multipart' in body) {
    // The form's fields are the contract's schema; the file rides beside them in its own field.
    const schema = {
      allOf: [
        ref(body.multipart),
        {
          type: 'object',
          properties: { [body.file]: { type: 'string', contentMediaType: 'application/octet-stream' } },
          required: [body.file],
        },
      ],
    }
    return { required: true, content: { 'multipart/form-data': { schema } } }
  }
  return { required: true, content: { [body.raw]: { schema: { type: 'object' } } } }
}

function response(answer: Answer, asHtml: boolean | undefined): Json {
  const { description } = answer
  if (asHtml) return { description, content: { 'text/html': { schema: { type: 'string' } } } }
  if ('json' in answer) return { description, content: json(ref(answer.json)) }
  if ('anyJson' in answer) return { description, content: json({ type: 'object' }) }
  if ('file' in answer) {
    return {
      description,
      content: { [answer.file]: { schema: { type: 'string', contentMediaType: answer.file } } },
    }
  }
  if ('html' in answer) return { description, content: { 'text/html': { schema: { type: 'string' } } } }
  if ('redirect' in answer) {
    return {
      description,
      headers: { Location: { description: 'Where to go next.', schema: { type: 'string' } } },
    }
  }
  return { description }
}

/** A zod object of path or query values as OpenAPI parameters, one per field. */
function objectParameters(schema: z.ZodObject | undefined, where: 'path' | 'query'): Json[] {
  if (!schema) return []
  const converted = toJsonSchema(schema, 'input') as {
    properties?: Record<string, Json>
    required?: string[]
  }
  return Object.entries(converted.properties ?? {}).map(([name, fieldSchema]) => ({
    name,
    in: where,
    required: where === 'path' || (converted.required ?? []).includes(name),
    schema: fieldSchema,
  }))
}
