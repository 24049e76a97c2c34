import type { $Fetch } from 'ofetch'
import { DEFAULT_LANGUAGE } from './constants'
import { createLoading, type Track } from './loading'
import { resolveUrl } from './resolve-url'
import type { HttpOptions } from './types'

/** What every helper of one `createHttp` instance shares. */
export interface Core {
  options: HttpOptions
  resolve(path: string): string
  track: Track
  headers(extra?: Record<string, string>): Promise<Headers>
  /** The fetch client; ofetch loads on the first call, so a page that has not asked anything yet does not carry it. */
  $fetch(): Promise<$Fetch>
}

// Never retry: a retried POST could book a payment or send a message twice.
const FETCH_DEFAULTS = { retry: 0 } as const

export function createCore(options: HttpOptions): Core {
  let client: Promise<$Fetch> | undefined
  const $fetch = () => (client ??= import('ofetch').then(({ createFetch, ofetch }) => {
    const base = options.fetch ? createFetch({ fetch: options.fetch }) : ofetch
    return base.create({ ...FETCH_DEFAULTS, credentials: options.credentials ?? 'include' })
  }))
  return {
    options,
    resolve: (path) => resolveUrl(path, options),
    track: createLoading(options.onLoading),
    headers: async (extra) => {
      const [language, token] = await Promise.all([options.getLanguage?.(), options.getToken?.()])
      const headers = new Headers({
        'Accept-Language': language || DEFAULT_LANGUAGE,
        clientType: '1',
        channel: '2',
      })
      if (token) headers.set('token', token)
      for (const [name, value] of Object.entries(extra ?? {})) headers.set(name, value)
      return headers
    },
    $fetch,
  }
}
