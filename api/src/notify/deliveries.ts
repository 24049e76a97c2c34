import { route } from '../route'
import { int, integer, list, nullable, num, objectBody, oneOf, record, str, text, Type } from '../schema'
import { NOTIFY } from './codes'
import { KINDS, TENANT } from './preferences'

/** Where one delivery goes: the portal, e-mail, or one messaging platform. */
export const CHANNELS = ['portal', 'email', 'wecom', 'dingtalk', 'feishu'] as const
/** 'failed': given up after its tries; 'skipped': nowhere to send it. */
export const STATES = ['queued', 'sent', 'failed', 'skipped'] as const

/** One notice to one person by one channel, as the administrators read it; `error`: why its last try failed. */
export const delivery = record({
  id: str(),
  createdAt: num(),
  sentAt: nullable(num()),
  kind: oneOf(KINDS),
  channel: oneOf(CHANNELS),
  state: oneOf(STATES),
  attempts: integer(),
  subject: str(),
  userId: integer(),
  recipient: str(),
  error: nullable(record({ key: str(), text: str(), detail: str() })),
})

/** The administrators' list of deliveries of the session's tenant and a retry of failed ones (function 101001). */
export const deliveries = {
  list: route({
    method: 'POST',
    path: '/message/web/notify/deliveries',
    body: objectBody({
      page: int(1, 100_000),
      pageSize: int(1, 100),
      kind: oneOf([...KINDS, '']),
      channel: oneOf([...CHANNELS, '']),
      state: oneOf([...STATES, '']),
      keyword: text(50),
    }),
    result: record({ total: integer(), page: integer(), pageSize: integer(), rows: list(delivery) }),
    errors: [],
    tenant: TENANT,
    summary: 'A page of the deliveries, newest first (20 by default), by kind, channel, state and recipient name.',
  }),
  retry: route({
    method: 'POST',
    path: '/message/web/notify/retry',
    body: objectBody({ id: text(40, 1) }, ['id']),
    result: Type.Null(),
    errors: [NOTIFY.deliveryNotFound, NOTIFY.notRetryable],
    tenant: TENANT,
    summary: 'Tries a failed delivery again, at once.',
  }),
}
