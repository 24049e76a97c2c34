import { callThrough } from '@hr-portal/api/client'
import { notifyApi as notifyClient, type ChoiceInput, type DeliveryQuery } from '@hr-portal/api/client/notify'
import { http } from '@hr-portal/kit'

// The notification routes' answers, typed by the contract (api/src/notify).
export type { Choices, DeliveryQuery, DeliveryRow } from '@hr-portal/api/client/notify'

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
] as const satisfies readonly ChoiceInput['kind'][]
export const CHANNELS = ['portal', 'email', 'wecom', 'dingtalk', 'feishu'] as const satisfies readonly NonNullable<
  DeliveryQuery['channel']
>[]
export const STATES = ['queued', 'sent', 'failed', 'skipped'] as const satisfies readonly NonNullable<
  DeliveryQuery['state']
>[]

/** The notification routes (gateway services/notify, §7 /message/web/notify). */
const notify = notifyClient(callThrough(http))

export const notifyApi = {
  deliveries: (query: DeliveryQuery) => notify.deliveries.list(query),
  retry: (id: string) => notify.deliveries.retry({ id }),
  choices: () => notify.preferences.get(),
  saveChoices: (choices: ChoiceInput[]) => notify.preferences.save({ choices }),
}
