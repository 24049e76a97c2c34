import { pageReady } from '../../lib/page-ready'
import { onSessionEnd } from '../../lib/session-end'
import { getToken } from '../../lib/storage'
import { createBatcher } from './batcher'
import { $doNotTrack, $doNotTrackLoaded, loadDoNotTrack, resetDoNotTrack } from './do-not-track'
import { announceMonitoring, resetMonitoring } from './monitoring-key'
import { newNonce, signEvent } from './sign'
import { fetchTrackingKey, postBatch, type TrackingKey } from './tracking-http'

/** §9 Version string reported with every event. */
export const TRACKING_VERSION = '5.10.0'
/** The gateway's answer to a key of a past window (services/report/tracking/tracking-codes.ts). */
const KEY_EXPIRED = 401301

/** What a feature tracks; the tracker adds the date, nonce, version and signature. */
export interface TrackInput {
  /** APP12: the portal shell itself; APP13: a sub-app over the bridge. */
  appCode: 'APP12' | 'APP13'
  type: 'pageView' | 'menuClick' | 'custom'
  /** 'shell' or the sub-app's manifest name. */
  app: string
  page: string
  name: string
  props?: Record<string, string | number | boolean>
}

interface SignedEvent extends Required<Omit<TrackInput, 'props'>> {
  props?: TrackInput['props']
  date: number
  nonce: string
  hash: string
  version: string
  keyId: number
}

const MAX_PROPS_CHARS = 1024
let key: { value: TrackingKey; until: number; offset: number } | null = null
let session: string | null = null
let keyLoading: Promise<TrackingKey & { offset: number }> | null = null

/** The session's key, fetched on the first event after sign-in and again a minute before it ends. */
async function currentKey(): Promise<{ value: TrackingKey; offset: number }> {
  if (key && Date.now() < key.until) return key
  keyLoading ??= fetchTrackingKey().then((value) => ({ ...value, offset: value.serverTime - Date.now() }))
  try {
    const value = await keyLoading
    key = { value, until: Date.now() + value.ttlMs - 60_000, offset: value.offset }
    return key
  } finally {
    keyLoading = null
  }
}

async function sign(input: TrackInput, at: number): Promise<SignedEvent> {
  const { value, offset } = await currentKey()
  const date = at + offset
  const nonce = newNonce()
  const props = input.props && JSON.stringify(input.props).length <= MAX_PROPS_CHARS ? input.props : undefined
  return {
    ...input,
    props,
    date,
    nonce,
    version: TRACKING_VERSION,
    keyId: value.keyId,
    hash: await signEvent(input.appCode, date, nonce, value.key),
  }
}

function send(events: SignedEvent[], { keepalive }: { keepalive: boolean }): Promise<void> {
  // One post per key window (a batch may straddle a key renewal).
  const byKey = new Map<number, SignedEvent[]>()
  for (const event of events) byKey.set(event.keyId, [...(byKey.get(event.keyId) ?? []), event])
  return Promise.all(
    [...byKey].map(async ([keyId, group]) => {
      const code = await postBatch({ keyId, events: group.map(({ keyId: _k, ...event }) => event) }, keepalive)
      if (code === KEY_EXPIRED) key = null
    }),
  ).then(() => {})
}

const batcher = createBatcher<SignedEvent>({ send, enabled: () => !$doNotTrack.get() })

/**
 * Tracks one event: nothing at all while the user is not tracked (Do Not Track); otherwise it is
 * signed with the session's key and queued, to go in a batch of 5 (or a partial batch after a few
 * seconds, or when the page goes away).
 */
export async function track(input: TrackInput): Promise<void> {
  const at = Date.now()
  // Tracking never delays what the user sees: it waits until the page is ready and the browser idle.
  await pageReady()
  // A new session (tenant switch, sign-in as someone else) has its own key and its own choice.
  if (getToken() !== session) {
    session = getToken()
    key = null
    resetDoNotTrack()
    resetMonitoring()
  }
  if (!$doNotTrackLoaded.get()) await loadDoNotTrack()
  if ($doNotTrack.get()) return
  announceMonitoring(input.appCode)
  try {
    batcher.add(await sign(input, at))
  } catch {
    // No key (signed out, gateway away): tracking is best effort and never disturbs the user.
  }
}

$doNotTrack.subscribe((off) => {
  if (off) batcher.clear()
})
if (typeof window !== 'undefined')
  window.addEventListener('pagehide', () => {
    void batcher.flush({ keepalive: true })
  })
onSessionEnd(() => {
  batcher.clear()
  key = null
  resetDoNotTrack()
  resetMonitoring()
})
