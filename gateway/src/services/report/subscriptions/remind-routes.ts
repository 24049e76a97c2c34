import { contract } from '@hr-portal/api'
import type { FastifyInstance } from 'fastify'
import { authOf, requireSession } from '../../../core/auth/guard'
import type { GatewayContext } from '../../../core/context'
import { ok } from '../../../core/envelope'
import { serve } from '../../../core/http/serve'
import { langOfRequest, type Lang } from '../../../core/lang'
import type { ReportTable } from '../../../core/report-registry'
import { reportError } from '../centre/errors'
import { XLSX } from '../centre/produce'
import { reportFile } from '../centre/workbook-file'
import { runView } from './views'

const { remind: routes } = contract.report

/** The table a run kept, with its titles in `lang`. */
const tableOf = (result: string, lang: Lang) => {
  const table = JSON.parse(result) as ReportTable & { total: number }
  return { ...table, columns: table.columns.map((column) => ({ ...column, title: column.title[lang] })) }
}

/**
 * §7 report remind calls (/message/web/reportRemind): the runs of the caller's report subscriptions, sent or failed,
 * newest first: the unread count, a page of them, one run (read from then on), the table it sent, its Excel file,
 * and marking all read. Every call reads the caller's own runs in the session's tenant only.
 */
export function remindRoutes(api: FastifyInstance, ctx: GatewayContext): void {
  const guard = { preHandler: requireSession(ctx) }
  const mine = (tenantId: number, userId: number) =>
    ctx.db.selectFrom('report_run').where('tenant_id', '=', tenantId).where('user_id', '=', userId)
  const ended = (tenantId: number, userId: number) => mine(tenantId, userId).where('state', '!=', 'running')
  const runOf = async (tenantId: number, userId: number, runId: string, lang: Lang) => {
    const row = await ended(tenantId, userId).selectAll().where('id', '=', runId).executeTakeFirst()
    if (!row) throw reportError(lang, 'runNotFound')
    return row
  }

  serve(api, routes.count, guard, async (request) => {
    const { session } = authOf(request)
    const { count } = await ended(session.tenant_id, session.user_id)
      .where('read_at', 'is', null)
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .executeTakeFirstOrThrow()
    return ok({ unread: Number(count) })
  })

  serve(api, routes.list, guard, async (request) => {
    const { session } = authOf(request)
    const page = request.body.page ?? 1
    const size = request.body.rows ?? 10
    let query = ended(session.tenant_id, session.user_id)
    if (request.body.unread) query = query.where('read_at', 'is', null)
    const [{ total }, rows] = await Promise.all([
      query.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
      query
        .selectAll()
        .orderBy('scheduled_for', 'desc')
        .orderBy('id')
        .limit(size)
        .offset((page - 1) * size)
        .execute(),
    ])
    return ok({ total: Number(total), page, rows: rows.map((row) => runView(row, langOfRequest(request))) })
  })

  serve(api, routes.detail, guard, async (request) => {
    const { session } = authOf(request)
    const row = await runOf(session.tenant_id, session.user_id, request.body.id, langOfRequest(request))
    if (row.read_at === null) {
      await ctx.db
        .updateTable('report_run')
        .set({ read_at: ctx.now() })
        .where('tenant_id', '=', row.tenant_id)
        .where('id', '=', row.id)
        .execute()
    }
    return ok(runView({ ...row, read_at: row.read_at ?? ctx.now() }, langOfRequest(request)))
  })

  serve(api, routes.items, guard, async (request) => {
    const { session } = authOf(request)
    const lang = langOfRequest(request)
    const row = await runOf(session.tenant_id, session.user_id, request.body.id, lang)
    return ok(
      row.result ? tableOf(row.result, lang) : { columns: [], rows: [], chart: { label: '', series: [] }, total: 0 },
    )
  })

  serve(api, routes.export, guard, async (request, reply) => {
    const { session } = authOf(request)
    const lang = langOfRequest(request)
    const row = await runOf(session.tenant_id, session.user_id, request.body.id, lang)
    if (!row.result) throw reportError(lang, 'runNotFound')
    const table = JSON.parse(row.result) as ReportTable
    const file = await reportFile({
      lang,
      title: lang === 'en' ? row.title_en : row.title_zh,
      subtitle: new Date(Number(row.scheduled_for)).toISOString().slice(0, 16).replace('T', ' '),
      table,
    })
    return reply
      .header('content-type', XLSX)
      .header('filename', encodeURIComponent(row.file_name))
      .header('content-disposition', `attachment; filename="${row.file_name}"`)
      .send(file)
  })

  serve(api, routes.markAllRead, guard, async (request) => {
    const { session } = authOf(request)
    const result = await ctx.db
      .updateTable('report_run')
      .set({ read_at: ctx.now() })
      .where('tenant_id', '=', session.tenant_id)
      .where('user_id', '=', session.user_id)
      .where('state', '!=', 'running')
      .where('read_at', 'is', null)
      .executeTakeFirst()
    return ok({ marked: Number(result.numUpdatedRows) })
  })
}
