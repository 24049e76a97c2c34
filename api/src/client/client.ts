import type { BodyOf, QueryOf, ResultOf } from '../route'

/** One call of a route, as the generated client hands it to the app's request function. */
export interface Request {
  method: 'GET' | 'POST'
  /** As apps call it, without `/gateway`. */
  path: string
  /** The body of a POST, the query of a GET. */
  input: object
  /** Where the answer's payload is: the envelope's `result` or `data`, or a file. */
  key: 'result' | 'data' | 'file'
}

/** The app's request function: resolves the payload under `key` (or the file), rejects with the one HTTP error. */
export type Call = (request: Request) => Promise<unknown>

/** A route in a generated table: method, path, payload key. */
export type Entry = readonly [Request['method'], string, Request['key']]
export interface Table {
  readonly [name: string]: Entry | Table
}

type Input<R> = R extends { method: 'GET' } ? QueryOf<R> : BodyOf<R>
type Answer<R> = R extends { file: true } ? Blob | undefined : ResultOf<R>
/** A route as a method: its body (or query) in, its payload out; a body whose fields are all optional may be left out. */
type Method<R> =
  Input<R> extends undefined
    ? () => Promise<Answer<R>>
    : {} extends Input<R>
      ? (input?: Input<R>) => Promise<Answer<R>>
      : (input: Input<R>) => Promise<Answer<R>>

/** The typed client of a contract group: each route a method, each area an object. */
export type Client<G> = { [K in keyof G]: G[K] extends { method: string; path: string } ? Method<G[K]> : Client<G[K]> }

/** Builds a client from a generated table (method, path, key per route) and the app's request function. */
export function client<G>(call: Call, table: Table): Client<G> {
  const out: Record<string, unknown> = {}
  for (const [name, entry] of Object.entries(table)) {
    out[name] = isEntry(entry)
      ? (input: object = {}) => call({ method: entry[0], path: entry[1], key: entry[2], input })
      : client(call, entry)
  }
  return out as Client<G>
}

const isEntry = (entry: Entry | Table): entry is Entry => Array.isArray(entry)

/** What `callThrough` needs of the bridge's request wrapper (`http` of the shell's environment). */
export interface HttpLike {
  get(path: string, params?: Record<string, unknown>): Promise<{ result?: unknown; data?: unknown }>
  postJson(path: string, body?: Record<string, unknown>): Promise<{ result?: unknown; data?: unknown }>
  exportBlob(path: string, body?: Record<string, unknown>, options?: { raw?: boolean }): Promise<Blob | undefined>
}

/**
 * The request function over the bridge's wrapper: it rejects every refusal (HTTP or a non-zero code) with its one error,
 * so the client resolves the payload only. Files are saved under the gateway's file name and also resolved as a Blob.
 */
export function callThrough(http: HttpLike): Call {
  return async ({ method, path, input, key }) => {
    const body = input as Record<string, unknown>
    if (key === 'file') return http.exportBlob(path, body, { raw: true })
    const answer = method === 'GET' ? await http.get(path, body) : await http.postJson(path, body)
    return answer[key]
  }
}
