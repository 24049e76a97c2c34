/** The platforms' callbacks are a few KB (an encrypted change or instruction); a larger body is refused unread (413). */
export const CALLBACK_BODY_LIMIT = 32 * 1024

/** The query as single strings (a repeated key: its first value). */
export const flatQuery = (query: unknown): Record<string, string> =>
  Object.fromEntries(
    Object.entries((query ?? {}) as Record<string, unknown>).map(([k, v]) => [k, String(Array.isArray(v) ? v[0] : v)]),
  )
