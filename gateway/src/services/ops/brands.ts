import type { FastifyInstance } from 'fastify'
import { authOf } from '../../core/auth/guard'
import { requireRefresh } from '../../core/auth/sessions'
import type { GatewayContext } from '../../core/context'
import { ok } from '../../core/envelope'
import { GatewayError, codes } from '../../core/errors'
import { objectBody, text } from '../../core/http/schema'
import { checkBrandInput, type BrandInput } from './brand-input'
import { requireOperator } from './operator-guard'

const brandView = (row: {
  sys_code: string
  id: number
  sys_name: string
  logo_url: string
  link_url: string
  theme_id: string
  segments: string
  system_type: number
}) => ({
  sysCode: row.sys_code,
  id: row.id,
  sysName: row.sys_name,
  logoUrl: row.logo_url,
  linkUrl: row.link_url,
  themeId: row.theme_id,
  segments: row.segments.split(',').filter(Boolean),
  systemType: row.system_type,
})

/**
 * The brands of §1 (table `brand`), listed and edited by platform operators; hosts pick them up on the next page load, and
 * the portals open on a brand that changed are asked to reload (their sessions need refresh: §7 clear need-refresh).
 */
export function brandRoutes(app: FastifyInstance, ctx: GatewayContext): void {
  app.post(
    '/tum/web/operations/brand/list',
    { schema: { body: objectBody({}) }, preValidation: requireOperator(ctx) },
    async () => {
      const rows = await ctx.db.selectFrom('brand').selectAll().orderBy('id').execute()
      return ok(rows.map(brandView))
    },
  )

  app.post<{ Body: BrandInput }>(
    '/tum/web/operations/brand/save',
    {
      schema: {
        body: objectBody(
          {
            sysCode: text(40, 1),
            sysName: text(100),
            logoUrl: text(200_000),
            linkUrl: text(500),
            themeId: text(20),
            segments: { type: 'array', maxItems: 2, items: text(40, 1) },
          },
          ['sysCode', 'sysName', 'logoUrl', 'linkUrl', 'themeId', 'segments'],
        ),
      },
      bodyLimit: 300_000,
      preValidation: requireOperator(ctx),
    },
    async (request) => {
      const input = checkBrandInput(request.body)
      const result = await ctx.db
        .updateTable('brand')
        .set({
          sys_name: input.sysName,
          logo_url: input.logoUrl,
          link_url: input.linkUrl,
          theme_id: input.themeId,
          segments: input.segments.join(','),
        })
        .where('sys_code', '=', input.sysCode)
        .executeTakeFirst()
      if (Number(result.numUpdatedRows) === 0)
        throw new GatewayError(codes.notFound, `No brand with the system code "${input.sysCode}"`)
      const row = await ctx.db
        .selectFrom('brand')
        .selectAll()
        .where('sys_code', '=', input.sysCode)
        .executeTakeFirstOrThrow()
      // The operator's own portal reloads the list itself; every other portal of the brand shows the old name and logo.
      await requireRefresh(
        ctx.db,
        { sysCode: input.sysCode, exceptTokenHash: authOf(request).session.token_hash },
        ctx.now(),
      )
      return ok(brandView(row))
    },
  )
}
