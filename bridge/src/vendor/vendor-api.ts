import { HttpError, type Body, type Http } from '../http/index.js'
import type { AppTokenSource } from './app-token.js'

export interface VendorApiOptions {
  /** The shared request wrapper, made without `getToken`: no staff token is ever sent. */
  http: Http
  /** The absolute base of the vendor's own backend, on its own origin, e.g. `https://kudos.example.com/api`. */
  baseUrl: string
  tokens: AppTokenSource
}

export const isUnauthorised = (error: unknown): boolean => error instanceof HttpError && error.status === 401

/**
 * Calls the vendor backend with `Authorization: Bearer <app token>`. A 401 (expired or refused
 * token) drops the token and tries once more with a fresh one.
 */
export function createVendorApi({ http, baseUrl, tokens }: VendorApiOptions) {
  const send = async <T>(path: string, body: Body) => {
    const token = await tokens.get()
    try {
      return await http.postJson<T>(`${baseUrl}${path}`, body, { headers: { Authorization: `Bearer ${token}` } })
    } catch (error) {
      if (isUnauthorised(error)) tokens.invalidate(token)
      throw error
    }
  }
  return async function call<T>(path: string, body: Body = {}): Promise<T> {
    let answer
    try {
      answer = await send<T>(path, body)
    } catch (error) {
      if (!isUnauthorised(error)) throw error
      answer = await send<T>(path, body)
    }
    return (answer.result ?? answer.data) as T
  }
}

export type VendorApi = ReturnType<typeof createVendorApi>
