import { contract } from '@hr-portal/api'
import type { FastifyInstance } from 'fastify'
import { authOf } from '../../core/auth/guard'
import { requireRefresh } from '../../core/auth/sessions'
import type { GatewayContext } from '../../core/context'
import { ok } from '../../core/envelope'
import { GatewayError, codes } from '../../core/errors'
import { serve } from '../../core/http/serve'
import { checkBrandInput } from './brand-input'
import { requireOperator } from './operator-guard'

const routes = contract.operations.operations

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
  serve(app, routes.brands, { preValidation: requireOperator(ctx) }, async () => {
    const rows = await ctx.db.selectFrom('brand').selectAll().orderBy('id').execute()
    return ok(rows.map(brandView))
  })

  serve(app, routes.saveBrand, { bodyLimit: 300_000, preValidation: requireOperator(ctx) }, async (request) => {
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
  })
}
