import { route } from '../route'
import { id, integer, list, nullable, objectBody, oneOf, record, str, Type } from '../schema'
import { DASHBOARD } from './codes'

/** The most widgets one dashboard holds. */
export const MAX_WIDGETS = 24
/** Where a user's layout came from: their own, their role's default, or none (the shell shows every widget it may). */
export const LAYOUT_SOURCES = ['user', 'role', 'none'] as const

const code = () => Type.String({ pattern: '^[a-z][a-z0-9-]{0,40}$' })
/** A layout asked to be stored: the widgets in order (their shape; what exists is checked by the gateway). */
const widgetsInput = Type.Array(objectBody({ app: code(), widget: code() }, ['app', 'widget']), {
  maxItems: MAX_WIDGETS,
})

/** One widget on a dashboard: the app's menu code and the widget's id in its manifest. */
export const placedWidget = record({ app: str(), widget: str() })
/** A user's dashboard: the widgets in order (null: none chosen) and where they came from. */
export const storedLayout = record({ widgets: nullable(list(placedWidget)), source: oneOf(LAYOUT_SOURCES) })
/** A role's default arrangement (null: none). */
export const roleLayout = record({ roleId: integer(), widgets: nullable(list(placedWidget)) })

const OWN = "the session tenant's layout of the caller only (tenant-isolation/dashboard.test.ts)"
const WIDGETS = [DASHBOARD.unknownWidget, DASHBOARD.repeatedWidget, DASHBOARD.tooManyWidgets]
const ROLE = "the session tenant's roles only (tenant-isolation/dashboard.test.ts)"

/** The signed-in user's home dashboard (everyone), and each role's default layout (function 101101). */
export const layouts = {
  mine: route({
    method: 'POST',
    path: '/ums/web/dashboard/layout',
    body: objectBody({}),
    result: storedLayout,
    errors: [],
    tenant: OWN,
    summary: "The caller's dashboard: their own layout, else their first role's default, else none.",
  }),
  save: route({
    method: 'POST',
    path: '/ums/web/dashboard/layout/save',
    body: objectBody({ widgets: widgetsInput }, ['widgets']),
    result: storedLayout,
    errors: WIDGETS,
    tenant: OWN,
    summary: "Stores the caller's own arrangement (widgets of the tenant's apps, each once).",
  }),
  reset: route({
    method: 'POST',
    path: '/ums/web/dashboard/layout/reset',
    body: objectBody({}),
    result: storedLayout,
    errors: [],
    tenant: OWN,
    summary: "Drops the caller's own arrangement and answers the layout they see now.",
  }),
  role: route({
    method: 'POST',
    path: '/ums/web/dashboard/roleLayout',
    body: objectBody({ roleId: id() }, ['roleId']),
    result: roleLayout,
    errors: [DASHBOARD.roleNotFound],
    tenant: ROLE,
    summary: "A role's default arrangement (function 101101).",
  }),
  saveRole: route({
    method: 'POST',
    path: '/ums/web/dashboard/roleLayout/save',
    body: objectBody({ roleId: id(), widgets: widgetsInput }, ['roleId', 'widgets']),
    result: roleLayout,
    errors: [DASHBOARD.roleNotFound, ...WIDGETS],
    tenant: ROLE,
    summary: "Sets a role's default arrangement; an empty list removes it (function 101101).",
  }),
}
