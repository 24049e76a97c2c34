import { randomUUID } from 'node:crypto'
import type { Db } from '../../core/db/types'
import { platformAccountsOfUsers } from '../people'
import type { DeliveryChannel, Kind } from './kinds'
import { storeAttachment } from './attachments'
import { languagesOf } from './language'
import { choicesOf } from './preferences'
import type { RecipientNeed } from './recipient-check'
import { storedNeed } from './stored-need'
import { renderNotice, type Params, type Template } from './texts'
import type { NotifyDeliveryTable } from './tables'

const PLATFORMS = new Set<DeliveryChannel>(['wecom', 'dingtalk', 'feishu'])
/** Deliveries written per statement. */
const INSERT_ROWS = 100

/** What a feature hands over to notify people of one event. */
export interface NotificationInput {
  tenantId: number
  kind: Kind
  /** The accounts to tell; accounts no longer in the tenant are left out. */
  userIds: number[]
  /** The text (texts.ts); default: the template named like the kind. */
  template?: Template
  params: Params
  /** The item's path in the portal, e.g. `/portal/approval/center/requests/<id>`. */
  link: string
  /** Unique per event (e.g. `wf:<instance>:<seq>`): queuing one event again adds nothing. */
  eventKey: string
  /** False when the caller already put the notice in the portal's message centre itself. Default true. */
  inPortal?: boolean
  /** A file the e-mail carries (a subscribed report's workbook). */
  attachment?: { filename: string; contentType: string; content: Buffer }
  /** The person asked for this very mail (a report subscription): sent by e-mail whatever they chose for the kind. */
  emailAlways?: boolean
  /**
   * What the content needs of each recipient, checked again when each notice is sent (recipient-check.ts). Without
   * it a recipient must only be still employed; content that is the recipient's own says `{ own: true }`.
   */
  need?: RecipientNeed
}

type Row = NotifyDeliveryTable

/** Functions the queue calls once new rows wait (this process's workers). */
const wakers = new Set<() => void>()
export const onQueued = (wake: () => void): (() => void) => {
  wakers.add(wake)
  return () => wakers.delete(wake)
}

/**
 * Queues one event's notices: for each person in the tenant, one row per channel they receive this kind by (the
 * portal unless the caller did it, e-mail, each messaging platform they are linked on), written in their language.
 * Each row's dedupe key is event + person + channel, so a second call for the same event adds nothing. Rows with
 * nowhere to go (no e-mail address) are kept as skipped so administrators see why. Answers how many rows were new.
 * Pass the caller's transaction as `ctx.db` to queue together with the event.
 */
export async function queueNotification(ctx: { db: Db; now: () => number }, input: NotificationInput): Promise<number> {
  const { db } = ctx
  const now = ctx.now()
  const ids = [...new Set(input.userIds)]
  if (ids.length === 0) return 0
  const members = await db
    .selectFrom('user_tenant')
    .innerJoin('app_user', 'app_user.id', 'user_tenant.user_id')
    .select(['app_user.id', 'app_user.email'])
    .where('user_tenant.tenant_id', '=', input.tenantId)
    .where('user_tenant.user_id', 'in', ids)
    .execute()
  const userIds = members.map((member) => member.id)
  const [langs, choices] = await Promise.all([
    languagesOf(db, input.tenantId, userIds),
    choicesOf(db, input.tenantId, userIds),
  ])
  // The messaging-platform accounts of those who receive this kind there, read at once.
  const platformAccounts = await platformAccountsOfUsers(
    db,
    input.tenantId,
    userIds.filter((id) => choices.get(id)![input.kind].platform),
  )
  const rows: Row[] = []
  const attachmentId = input.attachment ? await storeAttachment(db, input.tenantId, input.attachment, now) : ''
  const need = storedNeed(input.need)
  for (const member of members) {
    const lang = langs.get(member.id) ?? 'zh'
    const { subject, body } = renderNotice(input.template ?? (input.kind as Template), input.params, lang)
    const mine = choices.get(member.id)![input.kind]
    const row = (channel: DeliveryChannel, destination: string, skipped = ''): Row => ({
      tenant_id: input.tenantId,
      id: randomUUID(),
      dedupe_key: `${input.eventKey}:${member.id}:${channel}`.slice(0, 300),
      kind: input.kind,
      user_id: member.id,
      channel,
      destination,
      lang,
      subject,
      body,
      link: input.link,
      state: skipped ? 'skipped' : 'queued',
      attempts: 0,
      next_at: now,
      last_error: skipped,
      created_at: now,
      sent_at: null,
      attachment_id: channel === 'email' ? attachmentId : '',
      ...need,
    })
    if (input.inPortal !== false) rows.push(row('portal', ''))
    if (mine.email || input.emailAlways)
      rows.push(member.email ? row('email', member.email) : row('email', '', 'noAddress|'))
    if (mine.platform) {
      for (const account of platformAccounts.get(member.id) ?? []) {
        if (PLATFORMS.has(account.platform as DeliveryChannel))
          rows.push(row(account.platform as DeliveryChannel, account.platformUserId))
      }
    }
  }
  // In batches (a month's payslip notices are tens of thousands of rows); a row already queued is left as it is.
  let added = 0
  for (let i = 0; i < rows.length; i += INSERT_ROWS) {
    const result = await db
      .insertInto('notify_delivery')
      .values(rows.slice(i, i + INSERT_ROWS))
      .onConflict((oc) => oc.columns(['tenant_id', 'dedupe_key']).doNothing())
      .executeTakeFirst()
    added += Number(result.numInsertedOrUpdatedRows ?? 0)
  }
  if (added > 0) for (const wake of wakers) wake()
  return added
}
