import * as v from 'valibot'
import { BridgeError, isTopic, topics, type AppManifest } from '@hr-portal/bridge'
import { hrTopicRefusal, ownView, payloadFor } from './hr-events'
import { liveApp } from './live-apps'

/** Who listens to each topic: app codes, each with its manifest (what it hears of an HR topic depends on it). */
const listeners = new Map<string, Map<string, AppManifest | null>>()
/** The shell's own listeners (it hears every published topic, e.g. company.settingsChanged). */
const shellListeners = new Map<string, Set<(payload: unknown) => void>>()

/** Runs `listener` whenever an app publishes `topic` (after the checks); answers the way to stop. */
export function onShellTopic(topic: string, listener: (payload: unknown) => void): () => void {
  shellListeners.set(topic, (shellListeners.get(topic) ?? new Set()).add(listener))
  return () => void shellListeners.get(topic)?.delete(listener)
}

function allowed(manifest: AppManifest | null, side: 'publish' | 'subscribe', topic: string) {
  if (!isTopic(topic)) throw new BridgeError('not_found', `Unknown topic: ${topic}`)
  if (!manifest?.events?.[side]?.includes(topic)) {
    throw new BridgeError(
      'capability_denied',
      `The app's manifest does not let it ${side === 'publish' ? 'publish' : 'hear'} ${topic}`,
    )
  }
  const refusal = hrTopicRefusal(manifest, side, topic)
  if (refusal) throw new BridgeError('capability_denied', refusal)
}

export function subscribeTopic(app: string, manifest: AppManifest | null, topic: string) {
  allowed(manifest, 'subscribe', topic)
  listeners.set(topic, (listeners.get(topic) ?? new Map()).set(app, manifest))
}

export function unsubscribeTopic(app: string, topic: string) {
  listeners.get(topic)?.delete(app)
}

/** An app that goes away hears nothing more. */
export function dropSubscriptions(app: string) {
  for (const set of listeners.values()) set.delete(app)
}

/**
 * Relays a payload from one app to every other app listening to the topic, after checking the
 * publisher's manifest and the topic's schema (topics.ts). Nothing is shared between frames but this copy; a
 * third-party app hears an HR topic only as hr-events.ts makes it (pseudonymous ids, or nothing). Answers the number
 * of listening frames.
 */
export function publishTopic(app: string, manifest: AppManifest | null, topic: string, payload: unknown): number {
  allowed(manifest, 'publish', topic)
  const parsed = v.safeParse(topics[topic as keyof typeof topics], payload)
  if (!parsed.success)
    throw new BridgeError('invalid_arguments', `Invalid ${topic} payload: ${parsed.issues[0].message}`)
  for (const listener of shellListeners.get(topic) ?? []) listener(parsed.output)
  let delivered = 0
  for (const [code, listener] of listeners.get(topic) ?? []) {
    const connection = code === app ? undefined : liveApp(code)
    if (!connection) continue
    // A third-party listener of an HR topic hears its own view of it, once the gateway answered (hr-events.ts);
    // the others hear it at once, in the order topics are published.
    if (!ownView(listener, topic)) connection.app.onEvent(topic, parsed.output).catch(() => {})
    else
      void payloadFor(code, listener, topic, parsed.output).then((payload) => {
        if (payload !== null) connection.app.onEvent(topic, payload).catch(() => {})
      })
    delivered += 1
  }
  return delivered
}
