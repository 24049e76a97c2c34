// The event topics apps may exchange through the shell (`events.publish` / `events.subscribe`):
// each with the schema of its payload. A manifest says which of them an app publishes and hears; the names are
// declared once in @hr-portal/manifest (TOPICS) and this table must hold exactly those. Which of them carry HR data,
// and what a third-party app needs to hear them, is declared there too (topic-scopes.ts).
import type { TopicName } from '@hr-portal/manifest'
import * as v from 'valibot'

const Short = v.pipe(v.string(), v.maxLength(200))

export const topics = {
  /**
   * A member of staff was added, changed or left: listeners refresh what they show of them. A third-party app
   * (scope directory.read) hears `id` as its pseudonymous id of them, a string, never the staff id.
   */
  'staff.changed': v.object({ id: v.pipe(v.number(), v.integer(), v.minValue(1)), name: v.optional(Short) }),
  /** A department was chosen in the organisation structure. */
  'org.selected': v.object({ organId: v.pipe(v.number(), v.integer(), v.minValue(1)), name: Short }),
  /** A role's functions were saved: apps that cache permissions of others reload them. */
  'role.saved': v.object({ roleId: v.pipe(v.number(), v.integer(), v.minValue(1)) }),
  /**
   * A workflow request moved: submitted, approved, rejected, sent back, resubmitted or recalled. Published
   * by the app where the user pressed the button; the approval centre and the business app refresh what they show.
   */
  'approval.changed': v.object({
    instanceId: v.pipe(v.string(), v.maxLength(36)),
    bizType: v.pipe(v.string(), v.maxLength(40)),
    bizId: v.pipe(v.string(), v.maxLength(64)),
    status: v.pipe(v.string(), v.maxLength(40)),
  }),
  /** The company's settings (the watermark) were saved: the shell reloads them and tells open apps. */
  'company.settingsChanged': v.object({ watermark: v.boolean() }),
  /**
   * The apps the session sees changed: one was installed, switched on or off, or pointed at a development build
   * (developer mode). The shell reloads its menus.
   */
  'apps.changed': v.object({ code: v.pipe(v.string(), v.maxLength(41)) }),
} satisfies Record<TopicName, v.GenericSchema>

export type Topic = keyof typeof topics
export type TopicPayload<T extends Topic> = v.InferOutput<(typeof topics)[T]>

export const isTopic = (name: string): name is Topic => Object.hasOwn(topics, name)
