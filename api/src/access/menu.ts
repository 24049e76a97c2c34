import { route } from '../route'
import {
  bool,
  dict,
  id,
  integer,
  list,
  loose,
  nullable,
  num,
  objectBody,
  oneOf,
  optional,
  record,
  str,
  text,
  Type,
} from '../schema'
import { JOYHR } from './codes'

/** A home dashboard widget of a sub-app, its title in the user's language. */
export const microAppWidget = record({
  id: str(),
  title: str(),
  page: str(),
  size: oneOf(['small', 'medium', 'large'] as const),
  refresh: optional(num()),
  more: optional(str()),
  functionId: optional(str()),
})
/** §2 what the shell needs to create a sub-app's frame, sent with each top-level menu entry. */
export const microApp = record({
  name: str(),
  title: str(),
  entry: str(),
  origin: str(),
  party: oneOf(['first', 'third'] as const),
  capabilities: list(str()),
  /** Third-party apps: the data scopes the tenant consented to. */
  scopes: optional(list(str())),
  sandbox: optional(list(str())),
  allow: optional(list(str())),
  handshakeTimeout: optional(num()),
  intents: optional(dict(str())),
  events: optional(record({ publish: optional(list(str())), subscribe: optional(list(str())) })),
  preload: optional(bool()),
  widgets: optional(list(microAppWidget)),
  /** Third-party apps: the per-tenant settings page (a path of the app's pages), opened by app administrators. */
  settings: optional(str()),
  /** Developer mode: this session's own build of the app (a local URL). */
  dev: optional(bool()),
  container: optional(str()),
  activeRule: optional(str()),
  props: optional(dict(str())),
})
export const menuButton = record({ functionId: str(), name: str(), authFlag: integer() })
/** A menu item the user may see, its granted buttons and its items. */
export const menuItem = Type.Cyclic(
  {
    MenuItem: record({
      id: integer(),
      code: str(),
      linkUrl: str(),
      name: str(),
      /** JSON text (§3); its muName is the item's name in the user's language. */
      itemAttr: str(),
      bizTypeId: nullable(integer()),
      openType: integer(),
      authFlag: integer(),
      buttonVoList: list(menuButton),
      sourceApp: nullable(str()),
      children: list(Type.Ref('MenuItem')),
    }),
  },
  'MenuItem',
)
/** §2 a top-level entry of the menu tree: an app, its sub-app descriptor and its items. */
export const appEntry = record({
  appId: integer(),
  code: str(),
  linkUrl: str(),
  name: str(),
  showName: str(),
  logoUrl: str(),
  type: integer(),
  sourceApp: nullable(str()),
  microApp: nullable(microApp),
  children: list(menuItem),
})

/** The menu tree, whether an address of an app is a menu page the user may open, and the query condition items. */
export const menu = {
  tree: route({
    method: 'POST',
    path: '/joyhr/web/elesMenu/menuTreeForPc',
    body: objectBody({ sysId: loose(), tenantId: loose(), lang: loose(20) }),
    data: list(appEntry),
    errors: [],
    tenant: {
      none: "menus are global; what a user sees follows the session tenant's roles (ums/tenant-roles.test.ts)",
    },
    summary:
      "§2 the caller's menu tree (in `data`): the apps and items their roles grant in the session tenant, with each app's sub-app descriptor.",
  }),
  pageAccess: route({
    method: 'POST',
    path: '/joyhr/web/elesMenu/pageAccess',
    body: objectBody({ appCode: text(64, 1), link: Type.String({ minLength: 1, maxLength: 500, pattern: '^/' }) }, [
      'appCode',
      'link',
    ]),
    result: record({ menuPage: bool(), allowed: bool() }),
    errors: [],
    tenant: "the session tenant's installed apps only (access.test.ts)",
    summary: "Whether the page at `link` of an app is a menu page, and whether the caller's menu tree lists it.",
  }),
  itemByKey: route({
    method: 'POST',
    path: '/joyhr/web/queryCondition/itemByKey',
    body: objectBody({ bizTypeId: id(), tenantId: id(), channel: id(), key: text(100, 1) }, [
      'bizTypeId',
      'channel',
      'key',
    ]),
    result: record({ value: str() }),
    errors: [JOYHR.conditionItemNotFound],
    tenant: "the session tenant's items (a tenantId given must be the session's)",
    summary: '§7 query condition item by key (the map scripts read their keys here).',
  }),
}
