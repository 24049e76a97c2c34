import type { TrackingKey } from '@hr-portal/api/client/report'
import { createHttp } from '@hr-portal/bridge/http'
import { getToken } from '../../lib/storage'

/** A wrapper of its own: background tracking never raises the session prompts or the loading bar. */
export const trackingHttp = createHttp({ gatewayUrl: '/gateway', getToken })

/** The usage-tracking key of this session (POST /report/web/track/key), typed by the contract (api/src/report). */
export type { TrackingKey }

export async function fetchTrackingKey(): Promise<TrackingKey> {
  const answer = await trackingHttp.postJson<TrackingKey>('/report/web/track/key', {}, { unLoading: true })
  if (!answer.result) throw new Error('No tracking key')
  return answer.result
}

/** The envelope code of a posted batch; 0 when stored, -1 when the post itself failed. */
export async function postBatch(body: unknown, keepalive: boolean): Promise<number> {
  const token = getToken()
  if (!token) return -1
  try {
    const response = await fetch('/gateway/report/web/track/batch', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', token, clientType: '1', channel: '2' },
      body: JSON.stringify(body),
      keepalive,
      credentials: 'same-origin',
    })
    const envelope = (await response.json()) as { code?: number }
    return Number(envelope.code ?? -1)
  } catch {
    return -1
  }
}
