import Type, { type Static, type TSchema } from 'typebox'

/** How a route keeps tenants apart: how it is scoped, or why it holds no tenant data. */
export type TenantNote = string | { none: string }

/** What a route declares: the gateway serves it, the client calls it, the references are generated from it. */
export interface RouteSpec {
  method: 'GET' | 'POST'
  /** The path as apps call it, without the gateway's `/gateway` prefix (`/salary/web/run/list`). */
  path: string
  body?: TSchema
  query?: TSchema
  /** The success answer's payload, in `result` (most routes) or `data` (a few shell calls); neither: `{ code, msg }` alone. */
  result?: TSchema
  data?: TSchema
  /** The route answers a file or stream, not the JSON envelope (its refusals still are envelopes). */
  file?: true
  /**
   * The business codes it may answer (HTTP 200 `{ code, msg }`), besides the common ones every route may answer
   * (gateway core/http/answer-check.ts COMMON_CODES: bad input, no session, no permission, a foreign request …). Tests
   * fail on an answer with a code not declared.
   */
  errors: number[]
  tenant: TenantNote
  /** One line for the route reference. */
  summary?: string
  /**
   * Why no screen of the product calls the route, and who does (vendor apps, the messaging platforms, scripts, a page
   * the browser opens): said in the route reference. tests/unit/served-calls.test.ts asks it of every route no screen
   * calls, and refuses it on a route a screen calls.
   */
  noScreen?: string
}

/** A declared route: its spec and the §7 envelope its 200 answer serialises with. */
export type Route<S extends RouteSpec = RouteSpec> = S & { key: 'result' | 'data' | 'file'; reply: TSchema | undefined }

/** Declares a route. The 200 answer is the envelope `{ code, msg, result? }`: a business refusal answers `{ code, msg }`. */
export function route<const S extends RouteSpec>(spec: S): Route<S> {
  const key = spec.file ? 'file' : spec.data ? 'data' : 'result'
  const payload = spec.data ?? spec.result
  const reply = spec.file
    ? undefined
    : Type.Object({ code: Type.Integer(), msg: Type.String(), ...(payload ? { [key]: Type.Optional(payload) } : {}) })
  return { ...spec, key, reply }
}

type Part<S, K extends string> = S extends { [P in K]: infer T extends TSchema } ? Static<T> : undefined

/** The body a route takes (undefined: none). */
export type BodyOf<R> = Part<R, 'body'>
/** The query a route takes (undefined: none). */
export type QueryOf<R> = Part<R, 'query'>
/** The payload a route answers on success (its `result` or `data`). */
export type ResultOf<R> = R extends { file: true }
  ? unknown
  : R extends { data: infer T extends TSchema }
    ? Static<T>
    : Part<R, 'result'>
