import { route } from '../route'
import { bool, dict, id, integer, list, nullable, objectBody, optional, record, str, text, Type } from '../schema'
import { QUICK_FILTER_ERRORS, SCHEME_NOT_FOUND, USER_NOT_FOUND } from './codes'

/** A unit of the organisation with the staff on the job in it and below it (the caller's data range), and its units. */
export const organNode = Type.Cyclic(
  {
    OrganNode: record({
      id: integer(),
      parentId: nullable(integer()),
      name: str(),
      code: str(),
      staffCount: integer(),
      children: list(Type.Ref('OrganNode')),
    }),
  },
  'OrganNode',
)

/** A row of the staff list (phone and e-mail empty where the caller may not see them). */
export const userRow = record({
  id: integer(),
  name: str(),
  jobNumber: str(),
  organId: integer(),
  organName: str(),
  gangweiName: str(),
  zhiweiName: str(),
  phone: str(),
  email: str(),
  entryDate: str(),
  status: integer(),
  /** Whether the staff member has a sign-in account in the tenant. */
  hasAccount: optional(bool()),
})
/** A staff page with the §3 statistics counts: staff matching the filters, by status ('1' on the job, '2' left). */
export const userPage = record({
  total: integer(),
  page: integer(),
  totalPage: integer(),
  rows: list(userRow),
  countData: dict(integer()),
})

/** §3 `uid`: staff ids (the rows' `id`), comma-separated, at most a page's 200; empty is no filter. */
const UID_LIST = Type.String({ pattern: '^([1-9]\\d{0,9}(,[1-9]\\d{0,9}){0,199})?$' })
/** The quick filters HR offers above the list: `{ key: value }` or its JSON text (checked in the handler: services/masterdata). */
const QUICK_FILTERS = Type.Unsafe<unknown>({ type: ['object', 'string'], maxProperties: 20, maxLength: 4000 })

const SCOPED = "the session tenant's staff within the caller's data range (tenant-isolation/access.test.ts)"

/** The staff directory (functions 1001 and 1002): the organisation tree and the staff list. */
export const directory = {
  organTree: route({
    method: 'POST',
    path: '/ums/web/organ/organTreeList',
    body: objectBody({ tenantId: id() }),
    result: list(organNode),
    errors: [],
    tenant:
      "the session tenant's units (a tenantId given must be the session's), counts within the caller's data range (tenant-isolation/access.test.ts)",
    summary: 'The organisation tree with the staff on the job in each unit and below it.',
  }),
  userPage: route({
    method: 'POST',
    path: '/ums/web/entryUser/getUserPage',
    body: objectBody({
      page: Type.Integer({ minimum: 1, maximum: 1_000_000, default: 1 }),
      rows: Type.Integer({ minimum: 1, maximum: 200, default: 10 }),
      organId: id(),
      gangweiId: id(),
      uid: UID_LIST,
      keyword: text(100),
      status: Type.Unsafe<1 | 2>({ type: 'integer', enum: [1, 2] }),
      schemeId: text(36, 1),
      quick: QUICK_FILTERS,
    }),
    result: userPage,
    errors: [SCHEME_NOT_FOUND, ...QUICK_FILTER_ERRORS],
    tenant: SCOPED,
    summary:
      'A page of the staff list by unit, position, ids, keyword and status, or by a saved query scheme and quick filters.',
  }),
  userLight: route({
    method: 'POST',
    path: '/ums/web/entryUser/getUserLight',
    body: objectBody({ id: id() }, ['id']),
    result: userRow,
    errors: [USER_NOT_FOUND],
    tenant: SCOPED,
    summary: "One staff member's row of the staff list.",
  }),
}
