import { dashboardContract } from '@hr-portal/api'
import { GatewayError } from '../../core/errors'
import type { Lang } from '../../core/lang'

/** Envelope codes of the home dashboard (range 412201–412249). */
export const dashboardCodes = dashboardContract.DASHBOARD

const catalogue = {
  unknownWidget: { en: 'There is no widget {widget} of app {app}', zh: '应用 {app} 没有小组件 {widget}' },
  repeatedWidget: { en: 'The widget {widget} of app {app} is listed twice', zh: '应用 {app} 的小组件 {widget} 重复' },
  tooManyWidgets: { en: 'A dashboard holds at most {max} widgets', zh: '工作台最多放 {max} 个小组件' },
  roleNotFound: { en: 'The role {roleId} does not exist', zh: '角色 {roleId} 不存在' },
} as const

export type DashboardErrorKey = keyof typeof catalogue

const fill = (text: string, vars: Record<string, string | number>) =>
  text.replace(/\{(\w+)\}/g, (_, name: string) => String(vars[name] ?? ''))

/** The error `key` in `lang`, with `{name}` placeholders filled. */
export const dashboardError = (
  lang: Lang,
  key: DashboardErrorKey,
  vars: Record<string, string | number> = {},
): GatewayError => new GatewayError(dashboardCodes[key], fill(catalogue[key][lang], vars))
