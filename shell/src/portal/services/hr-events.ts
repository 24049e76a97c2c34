import type { AppManifest } from '@hr-portal/bridge'
import { hrTopic } from '@hr-portal/manifest/topic-scopes'
import { http } from '../../lib/http'

/** The vendor service's HR event view, by its whole address (`vendor` is not a §7 segment the wrapper routes by). */
export const appEventUrl = () => `${window.location.origin}/gateway/vendor/web/appEvent`

/** What the gateway is asked: the app's pseudonymous id of a staff record, or whether the app started an approval. */
export type AppEventQuestion =
  | { appId: string; topic: 'staff.changed'; staffId: number }
  | { appId: string; topic: 'approval.changed'; instanceId: string }

/** Asks the gateway what the app may know of the event (its answer's id, or null: nothing). */
export type AskAppEvent = (question: AppEventQuestion) => Promise<string | null>

export const askAppEvent: AskAppEvent = async (question) => {
  const answer = await http.postForm<{ id: string | null }>(appEventUrl(), question, { unLoading: true })
  return answer.result?.id ?? null
}

const isThirdParty = (manifest: AppManifest | null) => manifest?.party !== 'first'

/**
 * Whether an app may publish or hear a topic beyond its manifest's events: a third-party app (or one whose party is
 * unknown) publishes no HR topic and hears one only under its consented data scope (manifest topic-scopes.ts).
 * Undefined when allowed, else the reason for the app.
 */
export function hrTopicRefusal(
  manifest: AppManifest | null,
  side: 'publish' | 'subscribe',
  topic: string,
): string | undefined {
  const access = hrTopic(topic)
  if (!access || !isThirdParty(manifest)) return undefined
  if (side === 'publish') return `A third-party app may not publish ${topic}: it carries the portal's own ids`
  if (!access.hear) return `Only the portal's own apps may hear ${topic}`
  if (!manifest?.scopes?.includes(access.hear)) return `Hearing ${topic} needs the consented data scope ${access.hear}`
  return undefined
}

/**
 * The payload a listener hears: a first-party app (and any app for a topic with no HR data) the published one; a
 * third-party app its own view, or null (it hears nothing): staff.changed with the app's pseudonymous id (asked of
 * the gateway, never the staff id) and the name as its directory shows it, approval.changed only for an approval it
 * started, org.selected as published (unit ids as its org.read backend reads them). A refused or failed question
 * delivers nothing: a real id never reaches a third-party frame.
 */
/** Whether a listener hears a topic in its own view (a third-party app hearing an HR topic); else as published. */
export const ownView = (manifest: AppManifest | null, topic: string): boolean =>
  Boolean(hrTopic(topic)) && isThirdParty(manifest)

export async function payloadFor(
  code: string,
  manifest: AppManifest | null,
  topic: string,
  payload: unknown,
  ask: AskAppEvent = askAppEvent,
): Promise<unknown> {
  if (!ownView(manifest, topic)) return payload
  if (hrTopicRefusal(manifest, 'subscribe', topic)) return null
  const appId = manifest?.name ?? code
  try {
    if (topic === 'staff.changed') {
      const { id: staffId, name } = payload as { id: number; name?: string }
      const id = await ask({ appId, topic, staffId })
      return id === null ? null : { id, ...(name === undefined ? {} : { name }) }
    }
    if (topic === 'approval.changed') {
      const approval = payload as { instanceId: string }
      return (await ask({ appId, topic, instanceId: approval.instanceId })) === null ? null : payload
    }
  } catch {
    return null
  }
  return topic === 'org.selected' ? payload : null
}
