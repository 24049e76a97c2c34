import { route } from '../route'
import { bool, dict, id, ids, integer, list, nullable, objectBody, oneOf, record, str, text, Type } from '../schema'
import { JOYHR } from './codes'

/** A function id: digits for the first-party catalogue, `<code>:<key>` for a vendor app's (@hr-portal/manifest FUNCTION_ID_PATTERN). */
export const FUNCTION_ID_PATTERN = '^[a-z0-9][a-z0-9.:_-]{0,29}$'
/** §6 data ranges, narrowest first. */
export const DATA_RANGES = ['self', 'team', 'department', 'all'] as const
const TENANT = "the session tenant's roles only (tenant-isolation list)"
const CALLS = "the session tenant's roles and users only (services/access/role-access.test.ts)"

export const role = record({
  id: integer(),
  /** The name in the request's language; nameZh and nameEn are the names as saved (the role editor's fields). */
  name: str(),
  nameZh: str(),
  nameEn: nullable(str()),
  description: str(),
  functionIds: list(str()),
  /** §6 auth flag of each granted function: 1 authorises the action, 0 shows it only. */
  authFlags: dict(integer()),
  userIds: list(integer()),
})
export const catalogueFunction = record({
  functionId: str(),
  name: str(),
  /** The app entry the function belongs to, in the request's language. */
  appName: str(),
  kind: oneOf(['menu', 'button'] as const),
  /** For a button: the menu item it sits on. */
  parentFunctionId: nullable(str()),
})
export const roleMember = record({ userId: integer(), userName: str(), realName: str(), roleIds: list(integer()) })
const members = (path: string, summary: string) =>
  route({
    method: 'POST',
    path,
    body: objectBody({ roleId: id(), keyword: text(100) }),
    result: list(roleMember),
    errors: [JOYHR.roleNotFound],
    tenant: "the session tenant's users and roles only (services/access/role-members.test.ts)",
    summary,
  })

/** Roles (function 1003): the list, a role's names and functions, a user's roles, data ranges and the §7 role calls. */
export const roles = {
  list: route({
    method: 'POST',
    path: '/joyhr/web/authRole/list',
    body: objectBody({}),
    result: list(role),
    errors: [],
    tenant: TENANT,
    summary: "The tenant's roles with their functions and holders.",
  }),
  save: route({
    method: 'POST',
    path: '/joyhr/web/authRole/save',
    body: objectBody(
      {
        roleId: id(),
        functionIds: Type.Array(Type.String({ pattern: FUNCTION_ID_PATTERN }), { maxItems: 500 }),
        authFlags: Type.Unsafe<Record<string, 0 | 1>>({
          type: 'object',
          maxProperties: 500,
          propertyNames: { pattern: FUNCTION_ID_PATTERN },
          additionalProperties: { type: 'integer', enum: [0, 1] },
        }),
        nameZh: text(100, 1),
        nameEn: text(100),
      },
      ['roleId', 'functionIds'],
    ),
    result: Type.Null(),
    errors: [JOYHR.badInput, JOYHR.roleNotFound, JOYHR.functionNotFound],
    tenant: TENANT,
    summary: "A role's functions (and its names when given); its holders' permissions change at once.",
  }),
  saveUserRoles: route({
    method: 'POST',
    path: '/joyhr/web/authRole/saveUserRoles',
    body: objectBody({ userId: id(), roleIds: ids(100) }, ['userId', 'roleIds']),
    result: Type.Null(),
    errors: [JOYHR.userNotFound, JOYHR.roleNotFound],
    tenant: TENANT,
    summary: "A user's roles in the session tenant (those in other tenants stay).",
  }),
  functionList: route({
    method: 'POST',
    path: '/joyhr/web/authRole/functionList',
    body: objectBody({}),
    result: list(catalogueFunction),
    errors: [],
    tenant: { none: 'the global catalogue of functions' },
    summary: "Every function a role can grant: menu items, their buttons, the installed apps' pages.",
  }),
  userList: members(
    '/joyhr/web/authRole/userList',
    'The users of the tenant with their roles (all, or the holders of a role), matching a keyword; at most 200.',
  ),
  findUserWithRole: {
    ...members('/ums/web/user/findUserWithRole', '§7 findUserWithRole: the same lookup as authRole/userList.'),
    noScreen:
      "The §7 name of the role's users kept for the older product and vendor apps; the Roles page reads them with roles.userList.",
  },
  unAuthList: route({
    method: 'POST',
    path: '/joyhr/web/authRole/unAuthList',
    body: objectBody({ userId: id() }, ['userId']),
    result: list(record({ id: integer(), name: str(), description: str() })),
    errors: [JOYHR.noPermission, JOYHR.userNotFound],
    tenant: CALLS,
    summary: 'The roles not yet given to a user.',
  }),
  hasRole: route({
    method: 'POST',
    path: '/joyhr/web/authRole/hasRole',
    body: Type.Unsafe<{ roleId?: number; roleName?: string; userId?: number }>({
      ...objectBody({ roleId: id(), roleName: text(100, 1), userId: id() }),
      anyOf: [{ required: ['roleId'] }, { required: ['roleName'] }],
    }),
    result: bool(),
    errors: [JOYHR.noPermission, JOYHR.userNotFound],
    tenant: CALLS,
    summary: 'Whether a user (the caller by default) has a role, named by id or either name.',
    noScreen:
      "For sub-apps, vendor apps and scripts that check one role of a user; the portal's screens follow the session's permissions.",
  }),
  checkIsHaveDataRange: route({
    method: 'POST',
    path: '/joyhr/web/authRole/checkIsHaveDataRange',
    body: objectBody({ userId: id() }),
    result: record({ hasDataRange: bool(), range: oneOf(DATA_RANGES), limited: bool() }),
    errors: [JOYHR.noPermission, JOYHR.userNotFound],
    tenant: CALLS,
    summary: "A user's data range (the widest of their roles') and whether it reaches anyone.",
    noScreen:
      "For sub-apps and vendor apps that ask before a list whether the user's data range reaches anyone; the portal's lists are scoped by the gateway.",
  }),
  dataRange: route({
    method: 'POST',
    path: '/joyhr/web/authRole/dataRange',
    body: objectBody({ roleId: id() }, ['roleId']),
    result: record({ roleId: integer(), range: oneOf(DATA_RANGES), ranges: list(oneOf(DATA_RANGES)) }),
    errors: [JOYHR.roleNotFound],
    tenant: CALLS,
    summary: "A role's data range, with the ranges to choose from.",
  }),
  saveDataRange: route({
    method: 'POST',
    path: '/joyhr/web/authRole/saveDataRange',
    body: objectBody({ roleId: id(), range: oneOf(DATA_RANGES) }, ['roleId', 'range']),
    result: Type.Null(),
    errors: [JOYHR.roleNotFound],
    tenant: CALLS,
    summary: "Sets a role's data range (button 100302).",
  }),
}
