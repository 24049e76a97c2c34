import { route } from '../route'
import { bool, flag, list, objectBody, oneOf, record, Type } from '../schema'

/** The kinds of notice the portal sends beyond itself. */
export const KINDS = [
  'approvalWaiting',
  'approvalDecided',
  'announcement',
  'reportSubscription',
  'contractExpiry',
  'documentExpiry',
  'onboardingTask',
  'probationDue',
  'trainingDue',
  'interviewInvite',
  'performanceResult',
  'payslipReady',
  'rosterPublished',
  'shiftChanged',
  'swapDecided',
  'taskFinished',
] as const
/** The channels a person chooses per kind; the portal's own message centre always gets the notice. */
export const CHOICES = ['email', 'platform'] as const
export const PLATFORMS = ['wecom', 'dingtalk', 'feishu'] as const

export const TENANT =
  "the session tenant's deliveries and each person's own choices in it (tenant-isolation/notifications.test.ts)"

/** A person's choices: per kind, by e-mail and by their messaging platform; where they can be reached. */
export const choices = record({
  kinds: list(record({ kind: oneOf(KINDS), email: bool(), platform: bool() })),
  hasEmail: bool(),
  /** The platforms the person has an account on that this installation connects to. */
  platforms: list(oneOf(PLATFORMS)),
})

/** Each person's own channel choices per kind (a session of any user, for themself). */
export const preferences = {
  get: route({
    method: 'POST',
    path: '/message/web/notify/preferences',
    body: objectBody({}),
    result: choices,
    errors: [],
    tenant: TENANT,
    summary: "The caller's channel choices per kind (defaults where none is saved) and where they can be reached.",
  }),
  save: route({
    method: 'POST',
    path: '/message/web/notify/savePreferences',
    body: objectBody(
      {
        choices: Type.Array(
          objectBody({ kind: oneOf(KINDS), channel: oneOf(CHOICES), enabled: flag() }, ['kind', 'channel', 'enabled']),
          { maxItems: KINDS.length * CHOICES.length },
        ),
      },
      ['choices'],
    ),
    result: Type.Null(),
    errors: [],
    tenant: TENANT,
    summary: "Saves the caller's choices given (the others stay).",
  }),
}
