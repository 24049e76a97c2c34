import type { FastifyInstance } from 'fastify'
import type { GatewayContext } from '../../../core/context'
import type { Db } from '../../../core/db/types'
import { inScope, staffScopeOf } from '../../access'
import { queueNotification } from '../../notify'
import { RECORD_FUNCTIONS } from '../records/functions'
import { DOCUMENT_TYPE_DICTIONARY } from './documents'

const DAY = 86_400_000
/** HR hears of a personal document this many days before it expires. */
export const EXPIRY_NOTICE_DAYS = 30

const dayOf = (ms: number) => new Date(ms).toISOString().slice(0, 10)

/** The tenant's accounts that edit records (a role of the tenant granting 110101). */
async function recordKeepers(db: Db, tenantId: number): Promise<number[]> {
  const rows = await db
    .selectFrom('role')
    .innerJoin('user_role', 'user_role.role_id', 'role.id')
    .innerJoin('role_function', 'role_function.role_id', 'role.id')
    .select('user_role.user_id')
    .distinct()
    .where('role.tenant_id', '=', tenantId)
    .where('role_function.function_id', '=', RECORD_FUNCTIONS.edit)
    .execute()
  return rows.map((row) => row.user_id)
}

/**
 * The day's reminders at `now`: for each document of a person on the job expiring within 30 days (not yet expired),
 * one notice to the tenant's accounts that edit records with the person in their data range. The outbox keeps each
 * event key (document and expiry) once, so running again adds nothing. Answers how many notices were queued.
 */
export async function runDocumentDay(ctx: { db: Db; now: () => number }, now = ctx.now()): Promise<number> {
  const today = dayOf(now)
  const expiring = await ctx.db
    .selectFrom('personal_document')
    .innerJoin('employee', (join) =>
      join
        .onRef('employee.tenant_id', '=', 'personal_document.tenant_id')
        .onRef('employee.id', '=', 'personal_document.employee_id'),
    )
    .leftJoin('dict_item', (join) =>
      join
        .onRef('dict_item.tenant_id', '=', 'personal_document.tenant_id')
        .onRef('dict_item.code', '=', 'personal_document.type_code')
        .on('dict_item.category', '=', DOCUMENT_TYPE_DICTIONARY),
    )
    .select([
      'personal_document.tenant_id',
      'personal_document.id',
      'personal_document.expires_on',
      'personal_document.type_code',
      'dict_item.name_zh',
      'dict_item.name_en',
      'employee.id as employeeId',
      'employee.organ_id',
      'employee.name',
    ])
    .where('employee.status', '=', 1)
    .where('personal_document.expires_on', '>=', today)
    .where('personal_document.expires_on', '<=', dayOf(now + EXPIRY_NOTICE_DAYS * DAY))
    .execute()
  const keepers = new Map<number, number[]>()
  let queued = 0
  for (const doc of expiring) {
    if (!keepers.has(doc.tenant_id)) keepers.set(doc.tenant_id, await recordKeepers(ctx.db, doc.tenant_id))
    const hr: number[] = []
    for (const userId of keepers.get(doc.tenant_id)!) {
      const scope = await staffScopeOf(ctx, { tenant_id: doc.tenant_id, user_id: userId })
      if (inScope(scope, { id: doc.employeeId, organ_id: doc.organ_id })) hr.push(userId)
    }
    const days = Math.round((Date.parse(`${doc.expires_on}T00:00:00Z`) - Date.parse(`${today}T00:00:00Z`)) / DAY)
    queued += await queueNotification(ctx, {
      tenantId: doc.tenant_id,
      kind: 'documentExpiry',
      params: {
        name: doc.name,
        type: { zh: doc.name_zh ?? doc.type_code, en: doc.name_en ?? doc.type_code },
        date: doc.expires_on!,
        days,
      },
      link: `/portal/personnel/records/${doc.employeeId}`,
      eventKey: `document:${doc.id}:${doc.expires_on}`,
      userIds: hr,
      need: { functionId: RECORD_FUNCTIONS.edit, staff: [doc.employeeId] },
    })
  }
  return queued
}

/** Runs the documents' daily reminders while the gateway runs: shortly after start, then every day. */
export function documentExpiryScheduler(app: FastifyInstance, ctx: GatewayContext): void {
  let timer: NodeJS.Timeout | undefined
  const run = () => {
    runDocumentDay(ctx)
      .catch((error) => app.log.error({ err: error }, 'personal document reminders could not run'))
      .finally(() => {
        timer = setTimeout(run, DAY).unref()
      })
  }
  app.addHook('onReady', async () => {
    timer = setTimeout(run, 6 * 60_000).unref()
  })
  app.addHook('onClose', async () => clearTimeout(timer))
}
