import { SerializerSelector } from '@fastify/fast-json-stringify-compiler'

type Serialize = (data: unknown) => string
type Compile = (route: { schema?: unknown; method: string; url: string; httpStatus: string }) => Serialize
type Factory = (externalSchemas?: unknown, options?: unknown) => Compile

const factory = SerializerSelector() as unknown as Factory
/** Compiled serialisers by options and schema text, at most one per distinct answer schema the contract declares. */
const compiled = new Map<string, Serialize>()

/**
 * For Fastify's `schemaController.compilersFactory.buildSerializer`: Fastify's default (fast-json-stringify), each answer
 * schema compiled once per process, as validators.ts does for requests: a serialiser is a function of the payload alone,
 * so the servers a process starts (a test gateway per test file) share them.
 */
export function buildSerializer(externalSchemas?: unknown, options?: unknown): Compile {
  const compile = factory(externalSchemas, options)
  const prefix = `${JSON.stringify(externalSchemas ?? {})}${JSON.stringify(options ?? {})}`
  return (route) => {
    const key = `${prefix}${JSON.stringify(route.schema)}`
    let serialize = compiled.get(key)
    if (!serialize) compiled.set(key, (serialize = compile(route)))
    return serialize
  }
}
