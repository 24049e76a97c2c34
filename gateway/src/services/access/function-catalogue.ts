import { contract, type Static } from '@hr-portal/api'
import type { FastifyInstance } from 'fastify'
import { authOf, requireFunction } from '../../core/auth/guard'
import type { GatewayContext } from '../../core/context'
import { ok } from '../../core/envelope'
import { serve } from '../../core/http/serve'
import { installedApps } from '../vendor'
import { langOf } from './lang'

export type CatalogueFunction = Static<typeof contract.access.roles.functionList.result>[number]

/**
 * Every function a role can grant (menu items and their buttons, then the pages of the apps the session's tenant
 * installed), for the role editor (function 1003).
 */
export function functionCatalogueRoutes(app: FastifyInstance, ctx: GatewayContext): void {
  serve(app, contract.access.roles.functionList, { preHandler: requireFunction(ctx, '1003') }, async (request) => {
    const en = langOf(request) === 'en'
    const [menus, buttons, installed] = await Promise.all([
      ctx.db.selectFrom('menu').selectAll().orderBy('sort').orderBy('id').execute(),
      ctx.db.selectFrom('menu_button').selectAll().orderBy('id').execute(),
      installedApps(ctx.db, authOf(request).session.tenant_id, { all: true }),
    ])
    const byId = new Map(menus.map((menu) => [menu.id, menu]))
    const nameOf = (row: { name_zh: string; name_en: string }) => (en ? row.name_en : row.name_zh)
    const appOf = (menuId: number | null): string => {
      const menu = menuId === null ? undefined : byId.get(menuId)
      if (!menu) return ''
      return menu.parent_id === null ? nameOf(menu) : appOf(menu.parent_id)
    }
    const result: CatalogueFunction[] = []
    for (const menu of menus.filter((row) => row.type === 2)) {
      result.push({
        functionId: menu.code,
        name: nameOf(menu),
        appName: appOf(menu.id),
        kind: 'menu',
        parentFunctionId: null,
      })
      for (const button of buttons.filter((row) => row.menu_id === menu.id)) {
        result.push({
          functionId: button.function_id,
          name: nameOf(button),
          appName: appOf(menu.id),
          kind: 'button',
          parentFunctionId: menu.code,
        })
      }
    }
    for (const entry of installed) {
      for (const item of entry.menus) {
        result.push({
          functionId: item.functionId,
          name: en ? item.title.en : item.title['zh-CN'],
          appName: en ? entry.titleEn : entry.titleZh,
          kind: 'menu',
          parentFunctionId: null,
        })
      }
    }
    return ok(result)
  })
}
