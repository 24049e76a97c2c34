import type { Language } from '@hr-portal/ui'
import { env, http } from './app'
import { failureText } from './labels'

/**
 * Posts to the gateway and answers the envelope's result. The request wrapper already rejects every answer but
 * code 0 (with the gateway's message in the user's language, and its code as `serverCode`), so there is nothing to check.
 */
export async function call<T>(path: string, body: object = {}): Promise<T> {
  const answer = await http.postJson<T>(path, body as Record<string, unknown>)
  return answer.result as T
}

/** The portal's language, or Chinese before the app is connected. */
function language(): Language {
  try {
    return env.get().language === 'en' ? 'en' : 'zh-CN'
  } catch {
    return 'zh-CN'
  }
}

/**
 * The message of a failure, for a role=alert line: the gateway's own (in the person's language), or §8's words for a
 * failure without one (no network, no answer in time, a status with no answer of the gateway's), never a developer's.
 */
export const messageOf = (cause: unknown): string => failureText(cause, language())
