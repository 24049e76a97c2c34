// What a manifest's `webhooks` may ask for: the topics the portal POSTs to a vendor's backend, and the address.
import type { ManifestScope } from './names'
import type { ManifestError } from './types'

/** Lifecycle topics: every installation with a webhook address receives them, declared or not. */
export const LIFECYCLE_WEBHOOKS = ['app.installed', 'app.updated', 'app.uninstalled'] as const

/**
 * HR topics and the consented data scope each needs; the payloads carry the app's pseudonymous ids only.
 * A manifest declaring one without its scope is refused; one whose scope a tenant did not consent to is not sent.
 */
export const HR_WEBHOOKS = {
  /** A staff member was created (hire, import, directory sync). */
  'staff.joined': 'directory.read',
  /** A staff member was offboarded. */
  'staff.left': 'directory.read',
  /** An organisation unit was created, renamed, moved or removed. */
  'org.changed': 'org.read',
  /** A position was created, changed or removed. */
  'position.changed': 'org.read',
} as const satisfies Record<string, ManifestScope>

export type LifecycleWebhook = (typeof LIFECYCLE_WEBHOOKS)[number]
export type HrWebhook = keyof typeof HR_WEBHOOKS
export type WebhookTopic = LifecycleWebhook | HrWebhook

/** Every topic a manifest may name in `webhooks.topics`. */
export const WEBHOOK_TOPICS: readonly WebhookTopic[] = [
  ...LIFECYCLE_WEBHOOKS,
  ...(Object.keys(HR_WEBHOOKS) as HrWebhook[]),
]

const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]'])

/** https, or http on this machine (a vendor's local build); no credentials or fragment (a backend's address). */
export function backendUrlError(value: string): string | null {
  if (!URL.canParse(value)) return 'must be an absolute address such as https://shop.example.com/portal/webhooks'
  const url = new URL(value)
  if (url.username || url.password || url.hash) return 'must hold no user name, password or #fragment'
  if (url.protocol === 'https:' || (url.protocol === 'http:' && LOCAL_HOSTS.has(url.hostname))) return null
  return 'must use https (http only on localhost or 127.0.0.1)'
}

/** The problems of a manifest's `webhooks` (its shape is the schema's): the address, known topics, their scopes. */
export function webhookErrors(value: unknown, scopes: readonly string[]): ManifestError[] {
  if (typeof value !== 'object' || value === null) return []
  const hooks = value as { url?: unknown; topics?: unknown }
  const errors: ManifestError[] = []
  if (typeof hooks.url === 'string') {
    const problem = backendUrlError(hooks.url)
    if (problem) errors.push({ path: 'webhooks.url', key: 'webhookUrl', message: problem })
  }
  const topics = Array.isArray(hooks.topics) ? hooks.topics : []
  topics.forEach((name, i) => {
    if (typeof name !== 'string') return
    const path = `webhooks.topics[${i}]`
    if (!WEBHOOK_TOPICS.includes(name as WebhookTopic)) {
      errors.push({ path, key: 'unknownWebhook', message: `"${name}" is not a webhook topic`, params: { name } })
      return
    }
    const scope = (HR_WEBHOOKS as Record<string, string>)[name]
    if (scope && !scopes.includes(scope))
      errors.push({
        path,
        key: 'topicScope',
        message: `hearing "${name}" needs the data scope "${scope}" in scopes`,
        params: { name, scope },
      })
  })
  return errors
}
