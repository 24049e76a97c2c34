import type { FastifyBaseLogger } from 'fastify'
import type { GatewayContext } from '../../../core/context'
import type { Db } from '../../../core/db/types'
import { publishNotice } from '../../message'
import { PAYSLIP_FUNCTIONS } from './functions'
import { noticeText } from './texts'

/**
 * The accounts of the tenant that hold a function through one of its roles (members of the tenant only).
 */
export async function holdersOf(db: Db, tenantId: number, functionId: string): Promise<number[]> {
  const rows = await db
    .selectFrom('user_role')
    .innerJoin('role', 'role.id', 'user_role.role_id')
    .innerJoin('role_function', 'role_function.role_id', 'role.id')
    .innerJoin('user_tenant', (join) =>
      join.onRef('user_tenant.user_id', '=', 'user_role.user_id').on('user_tenant.tenant_id', '=', tenantId),
    )
    .select('user_role.user_id')
    .distinct()
    .where('role.tenant_id', '=', tenantId)
    .where('role_function.function_id', '=', functionId)
    .orderBy('user_role.user_id')
    .execute()
  return rows.map((row) => row.user_id)
}

type Event =
  | { kind: 'asked'; name: string; jobNumber: string; month: string }
  | { kind: 'answered'; month: string; runId: number }

/** Where a notice opens: payroll's receipts page, where questions are answered; the asker's payslip of the run. */
const linkOf = (event: Event) =>
  event.kind === 'asked' ? '/portal/salary/payslip-receipts' : `/portal/salary/payslips/${event.runId}`

/**
 * Tells payroll of a question (the holders of 'answer questions', else of the receipts page) or the asker of the answer,
 * through the message centre. Notices are indexed for search, so they carry no pay figures and not the question's
 * words (which may hold some): only who asked about which month, and where to read it (the notice opens the receipts
 * page, or the asker's payslip). A failure to send is logged.
 */
export async function notifyPayslipEvent(
  ctx: GatewayContext,
  log: FastifyBaseLogger,
  tenantId: number,
  from: { id: number; name: string },
  to: number[] | 'payroll',
  event: Event,
): Promise<void> {
  try {
    let ids = to === 'payroll' ? await holdersOf(ctx.db, tenantId, PAYSLIP_FUNCTIONS.answer) : to
    if (to === 'payroll' && ids.length === 0) ids = await holdersOf(ctx.db, tenantId, PAYSLIP_FUNCTIONS.receipts)
    if (ids.length === 0) return
    const { title, body } = noticeText(event)
    await publishNotice(ctx.db, {
      tenantId,
      channel: 'app',
      title,
      body,
      link: linkOf(event),
      mustRead: false,
      countdownSeconds: 0,
      publisherId: from.id,
      publisherName: from.name,
      audience: { type: 'users', ids },
      sourceApp: 'salary',
      now: ctx.now(),
    })
  } catch (error) {
    log.error({ err: error }, 'payslip notice not sent')
  }
}
