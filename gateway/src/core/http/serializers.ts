import { SerializerSelector } from '@fastify/fast-json-stringify-compiler'

type Serialize = (data: unknown) => string
type Compile = (route: { schema?: unknown; method: string; url: string; httpStatus: string }) => Serialize
type Factory = (externalSchemas?: unknown, options?: unknown) => Compile

const factory = SerializerSelector() as unknown as Factory
/** Compiled serialisers by options and schema text, at most one per distinct answer schema the contract declares. */
const compiled = new Map<string, Serialize>()
/**
 * The same, by options and the schema object itself: the contract's schemas are module constants, so every server the
 * process starts hands the same objects, found without writing each out as text again.
 */
const byObject = new Map<string, WeakMap<object, Serialize>>()

/**
 * For Fastify's `schemaController.compilersFactory.buildSerializer`: Fastify's default (fast-json-stringify), each answer
 * schema compiled once per process, as validators.ts does for requests: a serialiser is a function of the payload alone,
 * so the servers a process starts (a test gateway per test file) share them.
 */
export function buildSerializer(externalSchemas?: unknown, options?: unknown): Compile {
  const compile = factory(externalSchemas, options)
  const prefix = `${JSON.stringify(externalSchemas ?? {})}${JSON.stringify(options ?? {})}`
  if (!byObject.has(prefix)) byObject.set(prefix, new WeakMap())
  const known = byObject.get(prefix)!
  return (route) => {
    const schema = typeof route.schema === 'object' && route.schema !== null ? route.schema : null
    const found = schema && known.get(schema)
    if (found) return found
    const key = `${prefix}${JSON.stringify(route.schema)}`
    let serialize = compiled.get(key)
    if (!serialize) compiled.set(key, (serialize = compile(route)))
    if (schema) known.set(schema, serialize)
    return serialize
  }
}
