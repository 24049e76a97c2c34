import { route } from '../route'
import { bool, id, objectBody, record, str, text, Type } from '../schema'
import { JOYHR } from './codes'

/** Whether an address of an app is a menu page, and whether the user may open it; the query condition items. */
export const menu = {
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
