import { randomUUID } from 'node:crypto'
import type { GatewayContext } from '../../../core/context'
import { GatewayError } from '../../../core/errors'
import { reportNamed, type ReportParams, type ReportTable } from '../../../core/report-registry'
import { staffScopeOf } from '../../access'
import { languagesOf, queueNotification, recipientRefusal } from '../../notify'
import { tenantTimeZone } from '../../scheduling'
import { reportFor } from '../centre/access'
import { resolveParams } from '../centre/params'
import { fileNameOf, runReport, workbookOf, XLSX } from '../centre/produce'
import type { ReportSubscriptionTable } from '../tables'
import { endRun, startRun } from './store'

/** Rows of a run's table kept for the report remind calls (the mailed file has them all). */
export const KEPT_ROWS = 2000

/** Where the mail's button leads: the user's subscriptions and runs in the report app. */
export const RUNS_LINK = '/portal/report/subscriptions'

/** Thrown for a run that cannot be made; `reason` is `key|detail` (texts in remind-texts.ts). */
class RunFailure extends Error {
  constructor(readonly reason: string) {
    super(reason)
  }
}

async function produce(ctx: GatewayContext, sub: ReportSubscriptionTable, scheduledFor: number) {
  const member = await ctx.db
    .selectFrom('user_tenant')
    .innerJoin('app_user', 'app_user.id', 'user_tenant.user_id')
    .select(['app_user.email'])
    .where('user_tenant.tenant_id', '=', sub.tenant_id)
    .where('user_tenant.user_id', '=', sub.user_id)
    .executeTakeFirst()
  if (!member) throw new RunFailure('notMember|')
  if (!member.email) throw new RunFailure('noAddress|')
  const lang = (await languagesOf(ctx.db, sub.tenant_id, [sub.user_id])).get(sub.user_id) ?? 'zh'
  const report = await reportFor(ctx.db, sub.tenant_id, sub.user_id, sub.report_code, lang).catch((error: unknown) => {
    throw new RunFailure(
      `${error instanceof GatewayError && error.httpStatus === 403 ? 'noPermission' : 'unknownReport'}|${sub.report_code}`,
    )
  })
  // Nothing is made for someone who left (their subscriptions end with the offboarding; this catches the rest).
  const refusal = await recipientRefusal(ctx.db, sub.tenant_id, sub.user_id, { functionId: report.functionId })
  if (refusal) throw new RunFailure(`${refusal === 'noFunction' ? 'noPermission' : refusal}|${sub.report_code}`)
  const range = await staffScopeOf(ctx, { tenant_id: sub.tenant_id, user_id: sub.user_id })
  const params = resolveParams(
    JSON.parse(sub.params) as ReportParams,
    scheduledFor,
    await tenantTimeZone(ctx.db, sub.tenant_id),
  )
  const table = await runReport(
    ctx.db,
    report,
    { tenantId: sub.tenant_id, userId: sub.user_id, now: scheduledFor, lang },
    params,
  )
  return { report, params, table, lang, range, file: await workbookOf(report, params, table, lang) }
}

const kept = (table: ReportTable) =>
  JSON.stringify({ ...table, rows: table.rows.slice(0, KEPT_ROWS), total: table.rows.length })

/**
 * Makes one scheduled run of a subscription the caller has taken (store.ts claimRun): records it, runs the report for
 * its user (their permission and data range as of now; nothing for someone who left), and queues the mail with the
 * workbook in the notification outbox, needing the report's function and the data range it was made with when it is
 * sent; the run ends sent, or failed with its reason. A run already recorded (another scheduler) is left alone.
 */
export async function runSubscription(
  ctx: GatewayContext,
  sub: ReportSubscriptionTable,
  scheduledFor: number,
): Promise<void> {
  const known = reportNamed(ctx.db, sub.report_code)
  const run = {
    tenant_id: sub.tenant_id,
    id: randomUUID(),
    subscription_id: sub.id,
    user_id: sub.user_id,
    report_code: sub.report_code,
    title_zh: known?.title.zh ?? sub.report_code,
    title_en: known?.title.en ?? sub.report_code,
    params: sub.params,
    scheduled_for: scheduledFor,
    state: 'running',
    reason: '',
    file_name: '',
    result: '',
    created_at: ctx.now(),
    finished_at: null,
    read_at: null,
  }
  if (!(await startRun(ctx.db, run))) return
  try {
    const { report, params, table, range, file } = await produce(ctx, sub, scheduledFor)
    const filename = fileNameOf(report, params)
    await queueNotification(ctx, {
      tenantId: sub.tenant_id,
      kind: 'reportSubscription',
      userIds: [sub.user_id],
      params: { title: report.title },
      link: RUNS_LINK,
      eventKey: `report:${run.id}`,
      inPortal: false,
      emailAlways: true,
      attachment: { filename, contentType: XLSX, content: file },
      need: { functionId: report.functionId, range },
    })
    await endRun(
      ctx.db,
      run,
      { state: 'sent', reason: '', file_name: filename, result: kept(table), params: JSON.stringify(params) },
      ctx.now(),
    )
  } catch (error) {
    const reason =
      error instanceof RunFailure ? error.reason : `error|${error instanceof Error ? error.message : String(error)}`
    await endRun(ctx.db, run, { state: 'failed', reason, file_name: '', result: '', params: sub.params }, ctx.now())
  }
}
