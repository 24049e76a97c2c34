import type { Body, Params } from './types.js'

/**
 * A form-encoded body (also used for query strings). `undefined` is left out, `null` becomes
 * `''`, arrays repeat the key and nested objects are sent as JSON text (the gateway reads the
 * same schema as for JSON bodies).
 */
export function toFormBody(body: Body | Params): URLSearchParams {
  const form = new URLSearchParams()
  if (!body) return form
  for (const [key, value] of Object.entries(body)) {
    const values: unknown[] = Array.isArray(value) ? value : [value]
    for (const item of values) {
      if (item !== undefined) form.append(key, formValue(item))
    }
  }
  return form
}

/** `url` with `params` appended as a query string. */
export function withQuery(url: string, params?: Params): string {
  const query = toFormBody(params).toString()
  if (!query) return url
  return `${url}${url.includes('?') ? '&' : '?'}${query}`
}

function formValue(value: unknown): string {
  if (value === null) return ''
  if (value instanceof Date) return value.toISOString()
  if (typeof value === 'object') return JSON.stringify(value)
  return String(value)
}
