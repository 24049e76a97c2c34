import { http } from './app'

/**
 * Posts to the gateway and answers the envelope's result. The request wrapper already rejects every answer but
 * code 0 (with the gateway's message in the user's language, and its code as `serverCode`), so there is nothing to check.
 */
export async function call<T>(path: string, body: object = {}): Promise<T> {
  const answer = await http.postJson<T>(path, body as Record<string, unknown>)
  return answer.result as T
}

/** The message of a failure, for a role=alert line. */
export const messageOf = (cause: unknown): string => (cause instanceof Error ? cause.message : String(cause))
