import type { FastifyInstance } from 'fastify'
import { authOf, requireFunction } from '../../../core/auth/guard'
import type { GatewayContext } from '../../../core/context'
import { ok } from '../../../core/envelope'
import { id, objectBody, text } from '../../../core/http/schema'
import { langOfRequest } from '../../../core/lang'
import { readTable, TableRefused } from '../../filecenter'
import { actorOf } from '../audit'
import { salaryError, salaryWord } from '../errors'
import { SALARY_FUNCTIONS } from '../functions'
import { AMOUNT_PATTERN } from '../../../core/money'
import { inputTemplate } from './input-template'
import { importInputs, setInputs } from './inputs'
import { runOf } from './run-store'

/** The largest file one import takes (base64 of about 2 MB). */
const MAX_BASE64 = 2_800_000
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'

/** A run's inputs (820401): one person's amounts, or an Excel (.xlsx) or CSV file read off the event loop. */
export function runInputRoutes(api: FastifyInstance, ctx: GatewayContext): void {
  const calculate = { preHandler: requireFunction(ctx, SALARY_FUNCTIONS.calculate) }

  api.post<{ Body: { id: number; employeeId: number; values: Record<string, string> } }>('/salary/web/run/setInputs', {
    schema: {
      body: objectBody({
        id: id(), employeeId: id(),
        values: { type: 'object', additionalProperties: { type: 'string', anyOf: [{ maxLength: 0 }, { pattern: AMOUNT_PATTERN }] }, maxProperties: 50 },
      }, ['id', 'employeeId', 'values']),
    },
    ...calculate,
  }, async (request) => {
    const auth = authOf(request)
    const lang = langOfRequest(request)
    const run = await runOf(ctx.db, auth.session.tenant_id, request.body.id, lang)
    return ok({ inputs: await setInputs(ctx.db, run, request.body.employeeId, request.body.values, actorOf(auth), ctx.now(), lang) })
  })

  // The workbook to fill in: the run's people and input items, with what is entered so far.
  api.post<{ Body: { id: number } }>('/salary/web/run/inputTemplate', { schema: { body: objectBody({ id: id() }, ['id']) }, ...calculate }, async (request, reply) => {
    const auth = authOf(request)
    const lang = langOfRequest(request)
    const run = await runOf(ctx.db, auth.session.tenant_id, request.body.id, lang)
    const file = await inputTemplate(ctx.db, run, lang)
    const filename = `${salaryWord(lang, 'templateFile')}-${run.month}.xlsx`
    return reply.header('content-type', XLSX).header('filename', encodeURIComponent(filename))
      .header('content-disposition', `attachment; filename="payroll-inputs-${run.month}.xlsx"; filename*=UTF-8''${encodeURIComponent(filename)}`)
      .header('cache-control', 'no-store').send(file)
  })

  api.post<{ Body: { id: number; fileName: string; content: string } }>('/salary/web/run/import', {
    bodyLimit: MAX_BASE64 + 10_000,
    schema: { body: objectBody({ id: id(), fileName: text(200, 1), content: { type: 'string', minLength: 1, maxLength: MAX_BASE64, pattern: '^[A-Za-z0-9+/=\\s]+$' } }, ['id', 'fileName', 'content']) },
    ...calculate,
  }, async (request) => {
    const auth = authOf(request)
    const lang = langOfRequest(request)
    const run = await runOf(ctx.db, auth.session.tenant_id, request.body.id, lang)
    const type = /\.csv$/i.test(request.body.fileName) ? 'text/csv' : XLSX
    let table
    try {
      table = await readTable(Buffer.from(request.body.content, 'base64'), type)
    } catch (error) {
      if (error instanceof TableRefused) throw salaryError(lang, 'badFile', { reason: salaryWord(lang, error.refusal === 'tooMany' ? 'tooMany' : 'unreadable') })
      throw error
    }
    return ok(await importInputs(ctx.db, run, table, actorOf(auth), ctx.now(), lang))
  })
}
