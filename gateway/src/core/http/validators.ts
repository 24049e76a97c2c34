import { AjvCompiler, type BuildCompilerFromPool } from '@fastify/ajv-compiler'
import type { Ajv } from 'ajv'
import { addTextKeyword, withTextRule } from './text-keyword'

/** What Fastify hands a validator compiler for one part of one route. */
interface RouteSchema {
  schema: unknown
  method: string
  url: string
  httpPart: string
}
type Validate = (data: unknown) => boolean
type Compile = (route: RouteSchema) => Validate

/** Fastify's own Ajv compiler pool (an Ajv instance per set of options), shared by every server of the process. */
const pool = AjvCompiler() as unknown as (
  externalSchemas: Record<string, unknown>,
  options: { customOptions?: unknown; onCreate?: (ajv: Ajv) => void },
) => Compile

/** Compiled validators by options and schema text, at most one per distinct schema the code declares. */
const compiled = new Map<string, Validate>()
/**
 * The same, by options, the schema object itself and the request part: the contract's schemas are module constants,
 * so every server the process starts hands the same objects, found without writing each out as text again.
 */
const byObject = new Map<string, WeakMap<object, Map<string, Validate>>>()

/**
 * For Fastify's `schemaController.compilersFactory.buildValidator`: Fastify's default compiler, with each schema compiled
 * once per process. A server's routes declare their schemas afresh, so Fastify compiled every one again for each
 * server the process starts (a product started for a test, a test gateway): a few hundred milliseconds each time.
 * Validators are functions of the request part they check alone, so servers can share them. Each string is cleaned
 * in place by the rule of core/text/clean-text.ts.
 */
function sharedCompiler(externalSchemas: Record<string, unknown>, options: { customOptions?: unknown } = {}): Compile {
  const compile = pool(externalSchemas, { ...options, onCreate: addTextKeyword })
  const prefix = `${JSON.stringify(externalSchemas)}${JSON.stringify(options.customOptions)}`
  if (!byObject.has(prefix)) byObject.set(prefix, new WeakMap())
  const known = byObject.get(prefix)!
  return (route) => {
    const schema = typeof route.schema === 'object' && route.schema !== null ? route.schema : null
    const parts = schema ? (known.get(schema) ?? new Map<string, Validate>()) : null
    const found = parts?.get(route.httpPart)
    if (found) return found
    const key = `${prefix}${route.httpPart}${JSON.stringify(route.schema)}`
    let validate = compiled.get(key)
    if (!validate) {
      // Every string the route declares is cleaned as it is validated (text-keyword.ts): one rule for all text.
      validate = compile({ ...route, schema: withTextRule(route.schema) })
      compiled.set(key, validate)
    }
    if (schema && parts) known.set(schema, parts.set(route.httpPart, validate))
    return validate
  }
}

/** Typed as Fastify's option wants it (its types give the compiler a schema; it is called with the route's part). */
export const buildValidator = sharedCompiler as unknown as BuildCompilerFromPool
