import { call } from '@hr-portal/kit'

export const KINDS = [
  'approvalWaiting',
  'approvalDecided',
  'announcement',
  'reportSubscription',
  'contractExpiry',
  'trainingDue',
  'interviewInvite',
  'performanceResult',
  'payslipReady',
] as const
export const CHANNELS = ['portal', 'email', 'wecom', 'dingtalk', 'feishu'] as const
export const STATES = ['queued', 'sent', 'failed', 'skipped'] as const

export interface DeliveryRow extends Record<string, unknown> {
  id: string
  createdAt: number
  sentAt: number | null
  kind: string
  channel: string
  state: string
  attempts: number
  subject: string
  recipient: string
  error: { key: string; text: string; detail: string } | null
}
export interface DeliveryFilter {
  kind: string
  channel: string
  state: string
  keyword: string
}
export interface Choices {
  kinds: Array<{ kind: string; email: boolean; platform: boolean }>
  hasEmail: boolean
  platforms: string[]
}

export const notifyApi = {
  deliveries: (filter: DeliveryFilter, page: number, pageSize: number) =>
    call<{ total: number; rows: DeliveryRow[] }>('/message/web/notify/deliveries', {
      ...filter,
      keyword: filter.keyword.trim(),
      page,
      pageSize,
    }),
  retry: (id: string) => call<null>('/message/web/notify/retry', { id }),
  choices: () => call<Choices>('/message/web/notify/preferences', {}),
  saveChoices: (choices: Array<{ kind: string; channel: 'email' | 'platform'; enabled: boolean }>) =>
    call<null>('/message/web/notify/savePreferences', { choices }),
}
