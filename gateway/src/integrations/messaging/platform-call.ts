import { outboundFetch, type Reach } from '../../core/outbound'
import { MessagingError } from './types'

export interface PlatformCall {
  method?: 'GET' | 'POST'
  url: string
  headers?: Record<string, string>
  body?: unknown
  timeoutMs: number
  /**
   * Who chose the address: 'configured' (the default) for the operator's settings, a tenant connector's reach
   * (ConnectorSettings.reach) for an address an administrator typed.
   */
  reach?: Reach
}

/**
 * One call to a platform's API: JSON in and out. No answer within the timeout → 'timeout';
 * unreachable, refused for its address, non-JSON → 'failed'. The caller reads the platform's own error fields.
 */
export async function platformCall(call: PlatformCall): Promise<{ status: number; body: any }> {
  let response: Awaited<ReturnType<typeof outboundFetch>>
  try {
    response = await outboundFetch(call.url, {
      reach: call.reach ?? 'configured',
      method: call.method ?? 'GET',
      headers: {
        accept: 'application/json',
        ...(call.body === undefined ? {} : { 'content-type': 'application/json; charset=utf-8' }),
        ...call.headers,
      },
      body: call.body === undefined ? undefined : JSON.stringify(call.body),
      timeoutMs: call.timeoutMs,
    })
  } catch (error) {
    if (error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError')) {
      throw new MessagingError('timeout', `${new URL(call.url).pathname} did not answer within ${call.timeoutMs} ms`, {
        cause: error,
      })
    }
    throw new MessagingError('failed', `${new URL(call.url).pathname} could not be reached`, { cause: error })
  }
  try {
    return { status: response.status, body: await response.json() }
  } catch (error) {
    const kind = error instanceof Error && error.name === 'TimeoutError' ? 'timeout' : 'failed'
    throw new MessagingError(kind, `${new URL(call.url).pathname} answered ${response.status} without JSON`, {
      cause: error,
    })
  }
}
