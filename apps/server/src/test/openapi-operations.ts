import type { App } from '../app'

// The operations of the OpenAPI document (/api/docs/json, generated from the routes' zod schemas),
// for the suites generated from it: the fuzz suite and the cross-account suite. A route added
// later is covered without touching them.

export interface JsonSchema {
  type?: string | string[]
  properties?: Record<string, JsonSchema>
  required?: string[]
  items?: JsonSchema
  enum?: unknown[]
  const?: unknown
  format?: string
  pattern?: string
  minLength?: number
  maxLength?: number
  minimum?: number
  maximum?: number
  minItems?: number
  nullable?: boolean
  default?: unknown
  anyOf?: JsonSchema[]
  oneOf?: JsonSchema[]
  allOf?: JsonSchema[]
}

export interface Operation {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'
  /** As the document writes it: /api/sessions/{id}. */
  path: string
  pathParams: string[]
  query: { name: string; schema: JsonSchema }[]
  /** The JSON body's schema, when the operation takes one. */
  body?: JsonSchema
  /** The statuses the operation documents. */
  responses: string[]
}

interface OpenApiDocument {
  paths: Record<
    string,
    Record<
      string,
      {
        parameters?: { in: string; name: string; schema?: JsonSchema }[]
        requestBody?: { content?: Record<string, { schema?: JsonSchema }> }
        responses?: Record<string, unknown>
      }
    >
  >
}

export async function openApiOperations(app: App): Promise<Operation[]> {
  const document = (await app.inject('/api/docs/json')).json<OpenApiDocument>()
  return Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods)
      .filter(([method]) => method !== 'head')
      .map(([method, operation]) => {
        const parameters = operation.parameters ?? []
        return {
          method: method.toUpperCase() as Operation['method'],
          path,
          pathParams: parameters.filter((p) => p.in === 'path').map((p) => p.name),
          query: parameters
            .filter((p) => p.in === 'query')
            .map((p) => ({ name: p.name, schema: p.schema ?? {} })),
          body: operation.requestBody?.content?.['application/json']?.schema,
          responses: Object.keys(operation.responses ?? {}),
        }
      }),
  )
}

/** The operation's URL with its path parameters filled in (already URL-encoded values). */
export function urlOf(
  operation: Operation,
  values: Record<string, string>,
  query: Record<string, string> = {},
): string {
  const path = operation.path.replace(/\{([^}]+)\}/g, (_, name: string) => values[name] ?? 'x')
  const search = new URLSearchParams(query).toString()
  return search ? `${path}?${search}` : path
}

/** A value the schema accepts, as far as a schema without examples tells (enough to get past it). */
export function sampleOf(schema: JsonSchema | undefined): unknown {
  if (!schema) return {}
  if (schema.const !== undefined) return schema.const
  if (schema.enum) return schema.enum[0]
  if (schema.default !== undefined && schema.default !== '') return schema.default
  const alternative = schema.anyOf?.[0] ?? schema.oneOf?.[0] ?? schema.allOf?.[0]
  if (alternative) return sampleOf(alternative)
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type
  switch (type) {
    case 'object':
      return Object.fromEntries(
        Object.entries(schema.properties ?? {}).map(([key, value]) => [key, sampleOf(value)]),
      )
    case 'array':
      return schema.minItems ? [sampleOf(schema.items)] : []
    case 'integer':
    case 'number':
      return Math.max(schema.minimum ?? 1, 1)
    case 'boolean':
      return true
    case 'string':
      return sampleString(schema)
    default:
      return schema.properties ? sampleOf({ ...schema, type: 'object' }) : 'x'
  }
}

function sampleString(schema: JsonSchema): string {
  if (schema.format === 'uuid') return '4b2d3b7e-3f6a-4c3e-9d55-1f0e5a7b9c10'
  if (schema.format === 'email') return 'someone@example.com'
  if (schema.format === 'date-time') return '2026-01-01T00:00:00.000Z'
  if (schema.format === 'uri') return 'https://example.com/'
  if (schema.pattern === '^#[0-9a-fA-F]{6}$') return '#336699'
  return 'Orion sample text'.slice(0, Math.max(schema.maxLength ?? 17, schema.minLength ?? 1))
}
