import { contract } from '@hr-portal/api'
import type { FastifyInstance } from 'fastify'
import { authOf, requireFunction } from '../../../core/auth/guard'
import type { GatewayContext } from '../../../core/context'
import type { Db } from '../../../core/db/types'
import { ok } from '../../../core/envelope'
import { serve } from '../../../core/http/serve'
import { type Lang, langOfRequest } from '../../../core/lang'
import { amountOfFen } from '../../../core/money'
import { salaryError } from '../errors'
import { payslipError } from '../payslip/errors'
import { PAYSLIP_FUNCTIONS } from '../payslip/functions'
import { costCentresOf } from '../profiles/cost-centres'
import { runLinesOf, voucherOf, voucherTotals } from './voucher'
import { VOUCHER_ENTRIES, saveVoucherAccounts, voucherAccountsOf } from './voucher-accounts'
import { voucherCells, voucherCsv, voucherFileName, voucherHeader, voucherWorkbook } from './voucher-file'

const { vouchers: routes } = contract.payroll

/** The tenant's accounts as the routes answer them: every entry, and every salary item with its own account or null. */
async function accountsAnswer(db: Db, tenantId: number, lang: Lang) {
  const [accounts, items] = await Promise.all([
    voucherAccountsOf(db, tenantId, lang),
    db
      .selectFrom('salary_item')
      .select(['code', 'name_zh', 'name_en', 'kind'])
      .where('tenant_id', '=', tenantId)
      .orderBy('sort')
      .orderBy('id')
      .execute(),
  ])
  return {
    entries: VOUCHER_ENTRIES.map((entry) => ({ entry, ...accounts.entries[entry] })),
    items: items.map((item) => ({
      item: item.code,
      nameZh: item.name_zh,
      nameEn: item.name_en,
      kind: item.kind,
      account: accounts.items.get(item.code) ?? null,
    })),
  }
}

/** A locked or published run of the tenant with its group's name, or throws runNotFound / voucherNotFinal. */
async function voucherRun(db: Db, tenantId: number, runId: number, lang: Lang) {
  const run = await db
    .selectFrom('salary_run')
    .leftJoin('salary_group', (join) =>
      join
        .onRef('salary_group.tenant_id', '=', 'salary_run.tenant_id')
        .onRef('salary_group.id', '=', 'salary_run.group_id'),
    )
    .select(['salary_run.id', 'salary_run.month', 'salary_run.status', 'salary_group.name as groupName'])
    .where('salary_run.tenant_id', '=', tenantId)
    .where('salary_run.id', '=', runId)
    .executeTakeFirst()
  if (!run) throw payslipError(lang, 'runNotFound')
  if (run.status !== 'locked' && run.status !== 'published') throw payslipError(lang, 'voucherNotFinal')
  return { id: run.id, month: run.month, groupName: run.groupName ?? '' }
}

/**
 * The accounting voucher of a final run (820404, beside the bank file): the tenant's accounts (read and saved), a
 * run's voucher lines for the screen, and its file as CSV or Excel, named after the run.
 */
export function voucherRoutes(api: FastifyInstance, ctx: GatewayContext): void {
  const guard = { preHandler: requireFunction(ctx, PAYSLIP_FUNCTIONS.bankFile) }

  /** The run's voucher lines with the cost centres' names in the reader's language. */
  const voucherOfRun = async (tenantId: number, runId: number, lang: Lang) => {
    const run = await voucherRun(ctx.db, tenantId, runId, lang)
    const [accounts, lines, centres] = await Promise.all([
      voucherAccountsOf(ctx.db, tenantId, lang),
      runLinesOf(ctx.db, tenantId, run.id),
      costCentresOf(ctx.db, tenantId, ctx.now(), lang === 'en'),
    ])
    return { run, lines: voucherOf(lines, accounts, lang, run.month), names: new Map(centres.names) }
  }

  serve(api, routes.chart, guard, async (request) =>
    ok(await accountsAnswer(ctx.db, authOf(request).session.tenant_id, langOfRequest(request))),
  )

  serve(api, routes.saveChart, guard, async (request) => {
    const auth = authOf(request)
    const lang = langOfRequest(request)
    const tenantId = auth.session.tenant_id
    const known = new Set(
      (await ctx.db.selectFrom('salary_item').select('code').where('tenant_id', '=', tenantId).execute()).map(
        (item) => item.code,
      ),
    )
    if (request.body.items.some((row) => !known.has(row.item))) throw salaryError(lang, 'itemNotFound')
    const items = Object.fromEntries(request.body.items.map((row) => [row.item, { code: row.code, name: row.name }]))
    await saveVoucherAccounts(ctx.db, tenantId, { entries: request.body.entries, items }, auth.user.id, ctx.now())
    return ok(await accountsAnswer(ctx.db, tenantId, lang))
  })

  serve(api, routes.lines, guard, async (request) => {
    const lang = langOfRequest(request)
    const { run, lines, names } = await voucherOfRun(authOf(request).session.tenant_id, request.body.runId, lang)
    const totals = voucherTotals(lines)
    return ok({
      runId: run.id,
      month: run.month,
      groupName: run.groupName,
      header: voucherHeader(lang),
      rows: voucherCells(lines, names),
      debit: amountOfFen(totals.debit),
      credit: amountOfFen(totals.credit),
    })
  })

  serve(api, routes.export, guard, async (request, reply) => {
    const lang = langOfRequest(request)
    const { format } = request.body
    const { run, lines, names } = await voucherOfRun(authOf(request).session.tenant_id, request.body.runId, lang)
    const filename = voucherFileName(lang, run.groupName, run.month, format)
    const body = format === 'csv' ? voucherCsv(lang, lines, names) : await voucherWorkbook(lang, filename, lines, names)
    return reply
      .header(
        'content-type',
        format === 'csv'
          ? 'text/csv; charset=utf-8'
          : 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      )
      .header('filename', encodeURIComponent(filename))
      .header(
        'content-disposition',
        `attachment; filename="voucher-${run.month}-${run.id}.${format}"; filename*=UTF-8''${encodeURIComponent(filename)}`,
      )
      .header('cache-control', 'no-store')
      .send(body)
  })
}
