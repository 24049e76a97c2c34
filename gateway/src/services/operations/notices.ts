import { contract } from '@hr-portal/api'
import { randomUUID } from 'node:crypto'
import type { FastifyInstance } from 'fastify'
import { authOf } from '../../core/auth/guard'
import type { GatewayContext } from '../../core/context'
import { ok } from '../../core/envelope'
import { GatewayError, codes } from '../../core/errors'
import { serve } from '../../core/http/serve'
import { requireOperator } from './operator-guard'

const routes = contract.operations.operations

/** Version notices of the operations platform: operators publish them and see how many read each. */
export function noticeRoutes(app: FastifyInstance, ctx: GatewayContext): void {
  serve(app, routes.notices, { preValidation: requireOperator(ctx) }, async () => {
    const rows = await ctx.db
      .selectFrom('operations_notice')
      .select([
        'id',
        'version',
        'title',
        'content',
        'publish_at as publishAt',
        'sys_code as sysCode',
        'created_at as createdAt',
      ])
      .select((eb) =>
        eb
          .selectFrom('operations_notice_read')
          .whereRef('operations_notice_read.notice_id', '=', 'operations_notice.id')
          .select(eb.fn.countAll<number>().as('n'))
          .as('readCount'),
      )
      .orderBy('publish_at', 'desc')
      .orderBy('created_at', 'desc')
      .limit(200)
      .execute()
    return ok(rows.map((row) => ({ ...row, readCount: Number(row.readCount ?? 0) })))
  })

  serve(app, routes.saveNotice, { preValidation: requireOperator(ctx) }, async (request) => {
    const { version, title, content, publishAt, sysCode = null } = request.body
    if (!version.trim() || !title.trim() || !content.trim())
      throw new GatewayError(codes.badInput, 'Version, title and content must not be blank')
    if (
      sysCode !== null &&
      !(await ctx.db.selectFrom('brand').select('sys_code').where('sys_code', '=', sysCode).executeTakeFirst())
    ) {
      throw new GatewayError(codes.badInput, `No brand with the system code "${sysCode}"`)
    }
    const row = {
      id: randomUUID(),
      version: version.trim(),
      title: title.trim(),
      content: content.trim(),
      publish_at: publishAt,
      sys_code: sysCode,
      created_by: authOf(request).user.id,
      created_at: ctx.now(),
    }
    await ctx.db.insertInto('operations_notice').values(row).execute()
    return ok({ id: row.id })
  })
}
