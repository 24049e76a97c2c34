import { route } from '../route'
import { id, integer, list, nullable, objectBody, record, str, text, Type } from '../schema'
import { userPage } from './directory'

const named = record({ id: integer(), name: str() })
/** The choices of the record and onboarding forms: departments, a department's positions with their posts, every post, the roles. */
export const recordOptions = record({
  organs: list(record({ id: integer(), name: str(), parentId: nullable(integer()), level: integer() })),
  zhiweis: list(named),
  gangweis: list(record({ id: integer(), name: str(), zhiweiId: integer() })),
  roles: list(named),
})

const SCOPED = "the session tenant's staff within the caller's data range (services/ums/records/records.test.ts)"

/** The employee record (function 1101): the records list and the choices of its forms (one record and its editing: still by hand). */
export const records = {
  page: route({
    method: 'POST',
    path: '/ums/web/entryUser/getRecordPage',
    body: objectBody({
      page: Type.Integer({ minimum: 1, maximum: 1_000_000, default: 1 }),
      rows: Type.Integer({ minimum: 1, maximum: 200, default: 10 }),
      organId: id(),
      keyword: text(100),
      status: Type.Unsafe<1 | 2>({ type: 'integer', enum: [1, 2] }),
    }),
    result: userPage,
    errors: [],
    tenant: SCOPED,
    summary: 'A page of the records list by unit, keyword and status.',
  }),
  options: route({
    method: 'POST',
    path: '/ums/web/entryUser/recordOptions',
    body: objectBody({ organId: id() }),
    result: recordOptions,
    errors: [],
    tenant: "the session tenant's units, posts, positions and roles (services/ums/records/records.test.ts)",
    summary: "The choices of the record and onboarding forms (a department's positions when organId is given).",
  }),
}
