import { contract, type BodyOf } from '@hr-portal/api'
import type { FastifyInstance } from 'fastify'
import { authOf, requireFunction } from '../../../core/auth/guard'
import type { GatewayContext } from '../../../core/context'
import { ok } from '../../../core/envelope'
import { serve } from '../../../core/http/serve'
import { langOfRequest, type Lang } from '../../../core/lang'
import { audit } from '../audit'
import { TRAINING_FUNCTIONS as F } from '../functions'
import { nextId } from '../next-id'
import { trainingError, trainingWord } from '../texts'
import { bankOf, paperOf } from './bank'
import type { Rule } from './draw'
import type { Question } from './question'

const { papers: routes } = contract.training

type PaperBody = BodyOf<typeof routes.save>

export const paperView = (row: {
  id: number
  title: string
  mode: string
  question_ids: string
  rules: string
  total: number
}) => ({
  id: row.id,
  title: row.title,
  mode: row.mode as 'fixed' | 'random',
  questionIds: JSON.parse(row.question_ids) as number[],
  rules: JSON.parse(row.rules) as Rule[],
  total: row.total,
})

/** The paper's total, or the reason it cannot be made from the bank. */
function totalOf(lang: Lang, body: PaperBody, bank: Question[]): number | string {
  if (body.mode === 'fixed') {
    if (body.questionIds.length === 0) return trainingWord(lang, 'emptyPaper')
    const chosen = body.questionIds.map((qid) => bank.find((q) => q.id === qid))
    if (chosen.some((q) => !q)) return trainingWord(lang, 'unknownQuestion')
    return chosen.reduce((sum, q) => sum + q!.score, 0)
  }
  if (body.rules.length === 0) return trainingWord(lang, 'emptyPaper')
  for (const type of new Set(body.rules.map((r) => r.type))) {
    const want = body.rules.filter((r) => r.type === type).reduce((sum, r) => sum + r.count, 0)
    const have = bank.filter((q) => q.type === type).length
    if (have < want) return trainingWord(lang, 'tooFew', { type: trainingWord(lang, type), have, want })
  }
  return body.rules.reduce((sum, r) => sum + r.count * r.score, 0)
}

/** Papers (8504; 850401 changes them): fixed (chosen questions) or random (drawn per taker by type and count). */
export function paperRoutes(api: FastifyInstance, ctx: GatewayContext): void {
  const view = { preHandler: requireFunction(ctx, F.papers) }
  const edit = { preHandler: requireFunction(ctx, F.editPapers) }

  serve(api, routes.list, view, async (request) => {
    const rows = await ctx.db
      .selectFrom('exam_paper')
      .selectAll()
      .where('tenant_id', '=', authOf(request).session.tenant_id)
      .orderBy('id', 'desc')
      .execute()
    return ok({ papers: rows.map(paperView) })
  })

  serve(api, routes.save, edit, async (request) => {
    const auth = authOf(request)
    const lang = langOfRequest(request)
    const tenantId = auth.session.tenant_id
    const body = request.body
    const total = totalOf(lang, body, await bankOf(ctx.db, tenantId))
    if (typeof total === 'string') throw trainingError(lang, 'badPaper', { reason: total })
    if (!body.title.trim()) throw trainingError(lang, 'badPaper', { reason: trainingWord(lang, 'noTitle') })
    const now = ctx.now()
    const values = {
      title: body.title.trim(),
      mode: body.mode,
      question_ids: JSON.stringify(body.mode === 'fixed' ? body.questionIds : []),
      rules: JSON.stringify(body.mode === 'random' ? body.rules : []),
      total,
      updated_at: now,
    }
    const paperId = await ctx.db.transaction().execute(async (trx) => {
      if (body.id !== undefined) {
        const updated = await trx
          .updateTable('exam_paper')
          .set(values)
          .where('tenant_id', '=', tenantId)
          .where('id', '=', body.id)
          .executeTakeFirst()
        if (Number(updated.numUpdatedRows) === 0) throw trainingError(lang, 'paperNotFound')
        return body.id
      }
      const next = await nextId(trx, 'exam_paper', tenantId)
      await trx
        .insertInto('exam_paper')
        .values({ tenant_id: tenantId, id: next, ...values })
        .execute()
      return next
    })
    await audit(ctx.db, auth, 'paperSave', { id: paperId, mode: body.mode, total }, now)
    return ok({ id: paperId, total })
  })

  serve(api, routes.remove, edit, async (request) => {
    const auth = authOf(request)
    const lang = langOfRequest(request)
    const tenantId = auth.session.tenant_id
    const paper = await paperOf(ctx.db, tenantId, request.body.id)
    if (!paper) throw trainingError(lang, 'paperNotFound')
    const exam = await ctx.db
      .selectFrom('exam')
      .select('title')
      .where('tenant_id', '=', tenantId)
      .where('paper_id', '=', paper.id)
      .executeTakeFirst()
    if (exam) throw trainingError(lang, 'inUse', { what: trainingWord(lang, 'anExam', { name: exam.title }) })
    await ctx.db.deleteFrom('exam_paper').where('tenant_id', '=', tenantId).where('id', '=', paper.id).execute()
    await audit(ctx.db, auth, 'paperRemove', { id: paper.id }, ctx.now())
    return ok({ id: paper.id })
  })
}
