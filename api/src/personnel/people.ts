import { route } from '../route'
import { QUICK_FILTER_ERRORS } from './codes'
import { bool, id, integer, list, objectBody, oneOf, optional, record, str, text, Type } from '../schema'

/** Someone work may be assigned to: on-the-job staff in the caller's data range, with department and position. */
export const assignee = record({
  id: integer(),
  name: str(),
  jobNumber: str(),
  organId: integer(),
  organName: str(),
  gangweiId: integer(),
  gangweiName: str(),
})
/** §3 "Login user info" plus the locally stored fields, and whether an operator opened the session by super login. */
export const loginUser = record({
  id: integer(),
  tenantId: integer(),
  companyId: integer(),
  userInfoId: integer(),
  phone: str(),
  token: str(),
  loginCorpId: integer(),
  loginUserId: integer(),
  mobile: str(),
  originalUserInfoId: integer(),
  accType: integer(),
  realName: str(),
  userName: str(),
  headPic: str(),
  headUrl: str(),
  tenantName: str(),
  companyName: str(),
  superLogin: bool(),
})
/** One birthday or work anniversary: the person, the day of the month, and for an anniversary the years completed. */
export const celebration = record({
  employeeId: integer(),
  name: str(),
  day: integer(),
  kind: oneOf(['birthday', 'anniversary']),
  years: optional(integer()),
})

/** The most rows one staff export answers. */
export const EXPORT_LIMIT = 10_000
const FILTERS = { keyword: text(100), organId: id() }
const SCOPED = "the session tenant's staff within the caller's data range (services/personnel/assign-users.test.ts)"

/** The signed-in user, the people work may be assigned to, the month's celebrations and the staff export. */
export const people = {
  loginUser: route({
    method: 'POST',
    path: '/ums/web/user/getLoginUserInfo',
    body: objectBody({ loginUserId: id() }),
    result: loginUser,
    errors: [],
    tenant: "the caller's own account in the session tenant (loginUserId is accepted for §7 but ignored)",
    summary: "The caller's own user info.",
  }),
  assignPage: route({
    method: 'POST',
    path: '/ums/web/entryUser/getAssignUserPage',
    body: objectBody({
      ...FILTERS,
      page: Type.Integer({ minimum: 1, maximum: 1_000_000, default: 1 }),
      rows: Type.Integer({ minimum: 1, maximum: 200, default: 10 }),
    }),
    result: record({ total: integer(), page: integer(), totalPage: integer(), rows: list(assignee) }),
    errors: [],
    tenant: SCOPED,
    summary: 'The people the caller may assign work to, a page at a time, by keyword and department.',
    noScreen:
      "For sub-apps whose pickers assign work a page at a time; the portal's people pickers search by keyword (lookups.findPeople, lookups.findPeoplePage).",
  }),
  assignAll: route({
    method: 'POST',
    path: '/ums/web/entryUser/getAssignUserAllPage',
    body: objectBody(FILTERS),
    result: record({ total: integer(), capped: bool(), limit: integer(), rows: list(assignee) }),
    errors: [],
    tenant: SCOPED,
    summary: 'All of them in one list (`capped`: it stopped at `limit`), for pickers that filter on the client.',
    noScreen:
      "For sub-apps' pickers that filter on the client; the portal's people pickers search by keyword on the gateway.",
  }),
  celebrations: route({
    method: 'POST',
    path: '/ums/web/entryUser/celebrations',
    body: objectBody({}),
    result: list(celebration),
    errors: [],
    tenant: "the session tenant's staff on the job (tenant-isolation/access.test.ts)",
    summary: "The month's birthdays and work anniversaries, by day.",
  }),
  export: route({
    method: 'POST',
    path: '/ums/web/entryUser/export',
    body: objectBody({
      organId: id(),
      keyword: text(100),
      status: Type.Unsafe<1 | 2>({ type: 'integer', enum: [1, 2] }),
      ids: Type.Array(id(), { minItems: 1, maxItems: EXPORT_LIMIT }),
      quick: Type.Unsafe<unknown>({ type: ['object', 'string'], maxProperties: 20, maxLength: 4000 }),
    }),
    file: true,
    errors: QUICK_FILTER_ERRORS,
    tenant: "the session tenant's staff within the caller's data range (services/access/data-range.test.ts)",
    summary: 'The staff list of a filter or of the selected ids as a CSV file (at most 10,000 rows).',
  }),
}
