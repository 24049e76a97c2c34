import type { $Fetch } from 'ofetch'
import { DEFAULT_LANGUAGE } from './constants.js'
import { createLoading, type Track } from './loading.js'
import { resolveUrl } from './resolve-url.js'
import type { HttpOptions } from './types.js'

/** What every helper of one `createHttp` instance shares. */
export interface Core {
  options: HttpOptions
  resolve(path: string): string
  track: Track
  /** The request headers: at once when the token and the language are at hand, else once they are. */
  headers(extra?: Record<string, string>): Headers | Promise<Headers>
  /** The fetch client; ofetch loads on the first call, so a page that has not asked anything yet does not carry it. */
  $fetch(): Promise<$Fetch>
  /** The fetch client once it has loaded, else null. */
  loadedFetch(): $Fetch | null
}

// Never retry: a retried POST could book a payment or send a message twice.
const FETCH_DEFAULTS = { retry: 0 } as const

type Value = string | null | undefined

const isPromise = (value: Value | Promise<Value>): value is Promise<Value> =>
  typeof (value as Promise<Value> | null)?.then === 'function'

function headersOf(language: Value, token: Value, extra?: Record<string, string>): Headers {
  const headers = new Headers({
    'Accept-Language': language || DEFAULT_LANGUAGE,
    clientType: '1',
    channel: '2',
  })
  if (token) headers.set('token', token)
  for (const [name, value] of Object.entries(extra ?? {})) headers.set(name, value)
  return headers
}

export function createCore(options: HttpOptions): Core {
  let client: Promise<$Fetch> | undefined
  let loaded: $Fetch | null = null
  const $fetch = () =>
    (client ??= import('ofetch').then(({ createFetch, ofetch }) => {
      const base = options.fetch ? createFetch({ fetch: options.fetch }) : ofetch
      return (loaded = base.create({ ...FETCH_DEFAULTS, credentials: options.credentials ?? 'include' }))
    }))
  return {
    options,
    resolve: (path) => resolveUrl(path, options),
    track: createLoading(options.onLoading),
    headers: (extra) => {
      const language = options.getLanguage?.()
      const token = options.getToken?.()
      if (isPromise(language) || isPromise(token))
        return Promise.all([language, token]).then(([l, t]) => headersOf(l, t, extra))
      return headersOf(language, token, extra)
    },
    $fetch,
    loadedFetch: () => loaded,
  }
}
