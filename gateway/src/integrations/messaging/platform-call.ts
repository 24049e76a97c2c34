import { MessagingError } from './types'

export interface PlatformCall {
  method?: 'GET' | 'POST'
  url: string
  headers?: Record<string, string>
  body?: unknown
  timeoutMs: number
}

/**
 * One call to a platform's API: JSON in and out. No answer within the timeout → 'timeout';
 * unreachable, non-JSON → 'failed'. The caller reads the platform's own error fields.
 */
export async function platformCall(call: PlatformCall): Promise<{ status: number; body: any }> {
  let response: Response
  try {
    response = await fetch(call.url, {
      method: call.method ?? 'GET',
      headers: { accept: 'application/json', ...(call.body === undefined ? {} : { 'content-type': 'application/json; charset=utf-8' }), ...call.headers },
      body: call.body === undefined ? undefined : JSON.stringify(call.body),
      signal: AbortSignal.timeout(call.timeoutMs),
    })
  } catch (error) {
    if (error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError')) {
      throw new MessagingError('timeout', `${new URL(call.url).pathname} did not answer within ${call.timeoutMs} ms`, { cause: error })
    }
    throw new MessagingError('failed', `${new URL(call.url).pathname} could not be reached`, { cause: error })
  }
  try {
    return { status: response.status, body: await response.json() }
  } catch (error) {
    const kind = error instanceof Error && error.name === 'TimeoutError' ? 'timeout' : 'failed'
    throw new MessagingError(kind, `${new URL(call.url).pathname} answered ${response.status} without JSON`, { cause: error })
  }
}
