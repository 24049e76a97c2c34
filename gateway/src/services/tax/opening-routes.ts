import { contract } from '@hr-portal/api'
import type { FastifyInstance } from 'fastify'
import { authOf, requireFunction } from '../../core/auth/guard'
import type { GatewayContext } from '../../core/context'
import { ok } from '../../core/envelope'
import { serve } from '../../core/http/serve'
import { langOfRequest } from '../../core/lang'
import { fenOf, Money } from '../../core/money'
import { readTable, TableRefused } from '../files'
import { etaxError } from './errors'
import { ETAX_FUNCTIONS } from './functions'
import { importOpenings } from './opening-import'
import { openingPeopleOf, openingTrail, removeOpening, saveOpening } from './opening-people'
import { openingTemplate } from './opening-template'

const routes = contract.tax.opening
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'
/** The largest file one import takes (base64 of about 2 MB; the contract's limit of the content). */
const MAX_BASE64 = 2_800_000

const REFUSALS = {
  tooMany: { zh: '超过 20,000 行', en: 'more than 20,000 rows' },
  unreadable: { zh: '不是可读取的 Excel（.xlsx）或 CSV 文件', en: 'not a readable Excel (.xlsx) or CSV file' },
  empty: { zh: '没有数据行', en: 'it has no rows of data' },
} as const

const actorOf = (auth: ReturnType<typeof authOf>) => ({
  id: auth.user.id,
  name: auth.user.real_name || auth.user.user_name,
})

/**
 * Opening balances (Monthly withholding, 8301): the people of a year with their balance, HR's form (set, remove, the
 * trail) and the Excel import with its template.
 */
export function openingRoutes(api: FastifyInstance, ctx: GatewayContext): void {
  const guard = { preHandler: requireFunction(ctx, ETAX_FUNCTIONS.monthly) }

  serve(api, routes.list, guard, async (request) => {
    const year = request.body.year
    return ok({ year, rows: await openingPeopleOf(ctx, authOf(request), year) })
  })

  serve(api, routes.save, guard, async (request) => {
    const { employeeId, income, social, special, other, tax, ...rest } = request.body
    const fen = (amount: string) => fenOf(new Money(amount))
    const figures = {
      ...rest,
      incomeFen: fen(income),
      socialFen: fen(social),
      specialFen: fen(special),
      otherFen: fen(other),
      taxFen: fen(tax),
    }
    const auth = authOf(request)
    return ok(await saveOpening(ctx, auth, langOfRequest(request), employeeId, figures, actorOf(auth)))
  })

  serve(api, routes.remove, guard, async (request) => {
    const auth = authOf(request)
    const { year, employeeId } = request.body
    return ok({ removed: await removeOpening(ctx, auth, langOfRequest(request), year, employeeId, actorOf(auth)) })
  })

  serve(api, routes.trail, guard, async (request) => {
    const { year, employeeId } = request.body
    return ok({ entries: await openingTrail(ctx, authOf(request), langOfRequest(request), year, employeeId) })
  })

  serve(api, routes.template, guard, async (_request, reply) => {
    const filename = '期初累计数据模板 opening-balances.xlsx'
    return reply
      .header('content-type', XLSX)
      .header('filename', encodeURIComponent(filename))
      .header(
        'content-disposition',
        `attachment; filename="opening-balances.xlsx"; filename*=UTF-8''${encodeURIComponent(filename)}`,
      )
      .header('cache-control', 'no-store')
      .send(await openingTemplate())
  })

  serve(api, routes.import, { bodyLimit: MAX_BASE64 + 10_000, ...guard }, async (request) => {
    const auth = authOf(request)
    const lang = langOfRequest(request)
    const type = /\.csv$/i.test(request.body.fileName) ? 'text/csv' : XLSX
    let table
    try {
      table = await readTable(Buffer.from(request.body.content, 'base64'), type)
    } catch (error) {
      if (error instanceof TableRefused)
        throw etaxError(lang, 'openingFile', {
          reason: REFUSALS[error.refusal === 'tooMany' ? 'tooMany' : 'unreadable'][lang],
        })
      throw error
    }
    if (table.rows.length === 0) throw etaxError(lang, 'openingFile', { reason: REFUSALS.empty[lang] })
    return ok(await importOpenings(ctx, auth, lang, table, request.body.confirm === true, actorOf(auth)))
  })
}
