import { contract } from '@hr-portal/api'
import type { FastifyInstance } from 'fastify'
import { authOf, requireFunction } from '../../../core/auth/guard'
import type { GatewayContext } from '../../../core/context'
import { ok } from '../../../core/envelope'
import { serve } from '../../../core/http/serve'
import { langOfRequest } from '../../../core/lang'
import { readTable, TableRefused } from '../../files'
import { actorOf } from '../audit'
import { salaryError, salaryWord } from '../errors'
import { SALARY_FUNCTIONS } from '../functions'
import { inputTemplate } from './input-template'
import { importInputs, setInputs } from './inputs'
import { runOf } from './run-store'

/** The largest file one import takes (base64 of about 2 MB; the contract's limit of the content). */
const MAX_BASE64 = 2_800_000
const { runs: routes } = contract.payroll
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'

/** A run's inputs (820401): one person's amounts, or an Excel (.xlsx) or CSV file read off the event loop. */
export function runInputRoutes(api: FastifyInstance, ctx: GatewayContext): void {
  const calculate = { preHandler: requireFunction(ctx, SALARY_FUNCTIONS.calculate) }

  serve(api, routes.setInputs, calculate, async (request) => {
    const auth = authOf(request)
    const lang = langOfRequest(request)
    const run = await runOf(ctx.db, auth.session.tenant_id, request.body.id, lang)
    return ok({
      inputs: await setInputs(
        ctx.db,
        run,
        request.body.employeeId,
        request.body.values,
        actorOf(auth),
        ctx.now(),
        lang,
      ),
    })
  })

  // The workbook to fill in: the run's people and input items, with what is entered so far.
  serve(api, routes.inputTemplate, calculate, async (request, reply) => {
    const auth = authOf(request)
    const lang = langOfRequest(request)
    const run = await runOf(ctx.db, auth.session.tenant_id, request.body.id, lang)
    const file = await inputTemplate(ctx.db, run, lang)
    const filename = `${salaryWord(lang, 'templateFile')}-${run.month}.xlsx`
    return reply
      .header('content-type', XLSX)
      .header('filename', encodeURIComponent(filename))
      .header(
        'content-disposition',
        `attachment; filename="payroll-inputs-${run.month}.xlsx"; filename*=UTF-8''${encodeURIComponent(filename)}`,
      )
      .header('cache-control', 'no-store')
      .send(file)
  })

  serve(api, routes.import, { bodyLimit: MAX_BASE64 + 10_000, ...calculate }, async (request) => {
    const auth = authOf(request)
    const lang = langOfRequest(request)
    const run = await runOf(ctx.db, auth.session.tenant_id, request.body.id, lang)
    const type = /\.csv$/i.test(request.body.fileName) ? 'text/csv' : XLSX
    let table
    try {
      table = await readTable(Buffer.from(request.body.content, 'base64'), type)
    } catch (error) {
      if (error instanceof TableRefused)
        throw salaryError(lang, 'badFile', {
          reason: salaryWord(lang, error.refusal === 'tooMany' ? 'tooMany' : 'unreadable'),
        })
      throw error
    }
    return ok(await importInputs(ctx.db, run, table, actorOf(auth), ctx.now(), lang))
  })
}
