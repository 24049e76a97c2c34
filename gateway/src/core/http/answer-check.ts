import type { Route } from '@hr-portal/api'
import { Ajv, type ValidateFunction } from 'ajv'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'

/**
 * Whether answers are checked against their schemas: on under vitest (every test gateway, SQLite and PostgreSQL), off in
 * production and in the built product the browser tests drive.
 */
let checking = process.env.VITEST !== undefined
export function checkAnswers(on: boolean): void {
  checking = on
}

/**
 * Codes any route may answer besides its declared ones: bad input, no (or an ended) session, no permission, a request
 * from outside the product, permissions changed since the page loaded, a tenant that requires the authenticator to be
 * set up first, and an internal error.
 */
export const COMMON_CODES: ReadonlySet<number> = new Set([400000, 401001, 403001, 403002, 404110, 400135, 500000])

const ajv = new Ajv({ allErrors: false, strict: false, allowUnionTypes: true })
const compiled = new WeakMap<object, ValidateFunction>()
type Reply = { statusCode: number; getHeader(name: string): unknown }

/**
 * The hooks that fail a 200 answer outside the route's envelope schema or with a business code the route does not
 * declare (its `errors`, besides the common ones), or undefined when answers are not checked (or
 * the route answers a file). Strict: an object declares every property it may carry, so a field the handler adds without
 * declaring it fails too (the serialiser would silently drop it). An answer is checked before it is serialised; bytes
 * made once for many answers (envelope.ts sharedJson) skip the serialiser and are checked as they are sent.
 */
export function answerCheck(route: Route) {
  if (!checking || !route.reply) return undefined
  const schema = route.reply
  const checkCode = (answer: unknown) => {
    const problem = undeclared(route, (answer as { code?: unknown } | null)?.code)
    if (!problem) return
    console.error(problem)
    throw new Error(problem)
  }
  const check = (reply: Reply, answer: unknown) => {
    if (reply.statusCode !== 200) return
    checkCode(answer)
    let validate = compiled.get(schema)
    if (!validate) compiled.set(schema, (validate = ajv.compile(strict(schema) as object)))
    if (validate(answer)) return
    const where = validate.errors
      ?.map(
        (e) =>
          `${e.instancePath || '/'} ${e.message}${e.params && 'additionalProperty' in e.params ? ` (${String(e.params.additionalProperty)})` : ''}`,
      )
      .join('; ')
    const problem = `${route.method} ${route.path} answered outside its schema: ${where}`
    // Printed too: the error handler answers the test a plain 500 and logs nothing in tests.
    console.error(problem)
    throw new Error(problem)
  }
  return {
    preSerialization: async (_request: unknown, reply: Reply, payload: unknown) => {
      check(reply, payload)
      return payload
    },
    onSend: async (_request: unknown, reply: Reply, payload: unknown) => {
      if (Buffer.isBuffer(payload))
        check(reply, JSON.parse(plain(payload, reply.getHeader('content-encoding')).toString('utf8')))
      return payload
    },
  }
}

const declaredCodes = new WeakMap<object, ReadonlySet<number>>()

/**
 * Why a route's answer of `code` breaks its contract (a business code it does not declare in `errors`, besides the
 * common ones), or null. The error handler asks it of refusals, the hooks above of answers.
 */
export function undeclared(route: Route, code: unknown): string | null {
  if (!checking || typeof code !== 'number') return null
  let declared = declaredCodes.get(route)
  if (!declared) declaredCodes.set(route, (declared = new Set([0, ...route.errors, ...COMMON_CODES])))
  return declared.has(code)
    ? null
    : `${route.method} ${route.path} answered code ${code}, which its contract does not declare in errors`
}

/** Shared bytes as they were made: sent compressed (shared-answer.ts), they are checked uncompressed. */
const plain = (payload: Buffer, encoding: unknown): Buffer =>
  encoding === 'br' ? brotliDecompressSync(payload) : encoding === 'gzip' ? gunzipSync(payload) : payload

/** A copy of the schema where every object without its own rule for other properties allows none. */
function strict(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(strict)
  if (typeof schema !== 'object' || schema === null) return schema
  const copy: Record<string, unknown> = {}
  for (const [key, value] of Object.entries(schema))
    copy[key] = key === 'const' || key === 'enum' ? value : strict(value)
  if (
    copy.type === 'object' &&
    copy.properties &&
    copy.additionalProperties === undefined &&
    copy.patternProperties === undefined
  )
    copy.additionalProperties = false
  return copy
}
