// Which event topics carry HR data, and what a third-party app needs to hear them. Data only: the validator
// (semantic.ts), the bridge (topics.ts) and through it the shell read this one table.
import type { ManifestScope, TopicName } from './names.js'

/** How a third-party app may use a topic that carries HR data. */
export interface TopicAccess {
  /**
   * The consented data scope a third-party app needs to hear the topic, or null: third-party apps never hear it.
   * What it hears is what that scope lets its backend read (pseudonymous staff ids, the app's own approvals).
   */
  hear: ManifestScope | null
}

/**
 * The topics that carry HR data. A third-party app hears one only under its scope (declaring it in
 * `events.subscribe` without the scope is refused) and never publishes one: their payloads carry the portal's own
 * ids, which a third-party app never sees. Topics not listed (company.settingsChanged, apps.changed) are open.
 */
export const HR_TOPICS: Readonly<Partial<Record<TopicName, TopicAccess>>> = {
  /** Staff ids become the app's pseudonymous ids (a directory row's id); names as the directory shows them. */
  'staff.changed': { hear: 'directory.read' },
  /** Unit ids and names, as the organisation units the app's backend reads. */
  'org.selected': { hear: 'org.read' },
  /** Only approvals the app itself started (api/approvals/start). */
  'approval.changed': { hear: 'approvals.start' },
  /** Roles and their functions are the portal's own administration: no scope reaches them. */
  'role.saved': { hear: null },
}

/** The topic's HR access rule, or undefined for a topic that carries no HR data. */
export const hrTopic = (topic: string): TopicAccess | undefined =>
  Object.hasOwn(HR_TOPICS, topic) ? HR_TOPICS[topic as TopicName] : undefined
