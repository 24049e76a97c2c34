import { route } from '../route'
import { id, integer, list, objectBody, record, str, text, Type } from '../schema'
import { ORG } from './codes'

/** A post category with its number of posts. */
export const zhilei = record({ id: integer(), name: str(), zhiweiCount: integer() })
/** A post with its category and the units it is bound to (none: every unit). */
export const zhiwei = record({
  id: integer(),
  name: str(),
  zhileiId: integer(),
  zhileiName: str(),
  organIds: list(integer()),
})
/** A position of a unit, of a post, with its headcount and the staff on the job holding it. */
export const gangwei = record({
  id: integer(),
  name: str(),
  organId: integer(),
  organName: str(),
  zhiweiId: integer(),
  zhiweiName: str(),
  headcount: integer(),
  staffCount: integer(),
})
const gangweiName = record({ id: integer(), name: str(), organId: integer(), zhiweiId: integer() })
const pageOf = <S extends Parameters<typeof list>[0]>(row: S) =>
  record({ total: integer(), page: integer(), totalPage: integer(), rows: list(row) })

const ORGAN_IDS = Type.Array(id(), { minItems: 1, maxItems: 500 })
const PAGING = {
  page: Type.Integer({ minimum: 1, maximum: 1_000_000, default: 1 }),
  rows: Type.Integer({ minimum: 1, maximum: 200, default: 10 }),
  keyword: text(100),
}
const TENANT = "the session tenant's categories, posts and positions (services/personnel/org/posts.test.ts)"
const byId = objectBody({ id: id() }, ['id'])

/** Post categories (zhilei), posts (zhiwei) and positions (gangwei): the §7 Directory reads and their writes. */
export const posts = {
  categories: route({
    method: 'POST',
    path: '/ums/web/zhiwei/getZhileiList',
    body: objectBody({}),
    result: list(zhilei),
    errors: [],
    tenant: TENANT,
    summary: 'The post categories with their number of posts.',
  }),
  all: route({
    method: 'POST',
    path: '/ums/web/zhiwei/getZhiweiAll',
    body: objectBody({}),
    result: list(zhiwei),
    errors: [],
    tenant: TENANT,
    summary: 'Every post.',
    noScreen: 'A §7 lookup for sub-apps and vendor apps; the Posts page reads its own lists.',
  }),
  find: route({
    method: 'POST',
    path: '/ums/web/zhiwei/getAllZhiweis',
    body: objectBody({ keyword: text(100) }),
    result: list(zhiwei),
    errors: [],
    tenant: TENANT,
    summary: 'The posts whose name matches a keyword.',
  }),
  forOrgans: route({
    method: 'POST',
    path: '/ums/web/zhiwei/getAllZhiweisByOrganIds',
    body: objectBody({ organIds: ORGAN_IDS }, ['organIds']),
    result: list(zhiwei),
    errors: [],
    tenant: TENANT,
    summary: 'The posts available in any of the units: bound to one of them or a unit above it, or bound to none.',
    noScreen:
      "A §7 lookup for sub-apps and vendor apps choosing a post for a unit; the portal's forms offer posts from the Posts page's lists.",
  }),
  page: route({
    method: 'POST',
    path: '/ums/web/zhiwei/getZhiweiPageByZhileiId',
    body: objectBody({ ...PAGING, zhileiId: id() }),
    result: pageOf(record({ ...zhiwei.properties, gangweiCount: integer() })),
    errors: [],
    tenant: TENANT,
    summary: 'A page of the posts of a category (of all without one), with the number of positions of each.',
  }),
  positionPage: route({
    method: 'POST',
    path: '/ums/web/gangwei/getGangweiPage',
    body: objectBody({ ...PAGING, organId: id(), zhiweiId: id() }),
    result: pageOf(gangwei),
    errors: [],
    tenant: TENANT,
    summary: 'A page of positions, of a unit (with everything below) and of a post, by keyword.',
  }),
  position: route({
    method: 'POST',
    path: '/ums/web/gangwei/getGangweiInfo',
    body: byId,
    result: gangwei,
    errors: [ORG.notFound],
    tenant: TENANT,
    summary: 'One position.',
    noScreen: 'A §7 lookup for sub-apps and vendor apps; the Posts page reads its own lists.',
  }),
  positionNames: route({
    method: 'POST',
    path: '/ums/web/gangwei/getGangweiNamesByOrganId',
    body: objectBody({ organId: id() }, ['organId']),
    result: list(gangweiName),
    errors: [],
    tenant: TENANT,
    summary: 'The positions of a unit (not below it).',
    noScreen: 'A §7 lookup for sub-apps and vendor apps; the Posts page reads its own lists.',
  }),
  positionNamesOf: route({
    method: 'POST',
    path: '/ums/web/gangwei/getGangweiNamesByOrganIds',
    body: objectBody({ organIds: ORGAN_IDS }, ['organIds']),
    result: list(gangweiName),
    errors: [],
    tenant: TENANT,
    summary: 'The positions of the units (not below them).',
    noScreen: 'A §7 lookup for sub-apps and vendor apps; the Posts page reads its own lists.',
  }),
  saveCategory: route({
    method: 'POST',
    path: '/ums/web/zhilei/save',
    body: objectBody({ id: id(), name: text(200) }, ['name']),
    result: record({ id: integer(), name: str() }),
    errors: [ORG.notFound, ORG.nameTaken],
    tenant: TENANT,
    summary: 'Adds a post category, or renames one.',
  }),
  removeCategory: route({
    method: 'POST',
    path: '/ums/web/zhilei/remove',
    body: byId,
    result: Type.Null(),
    errors: [ORG.notFound, ORG.inUse],
    tenant: TENANT,
    summary: 'Deletes a post category with no posts.',
  }),
  save: route({
    method: 'POST',
    path: '/ums/web/zhiwei/save',
    body: objectBody(
      { id: id(), zhileiId: id(), name: text(200), organIds: Type.Array(id(), { minItems: 0, maxItems: 500 }) },
      ['zhileiId', 'name'],
    ),
    result: record({ id: integer(), zhileiId: integer(), name: str(), organIds: list(integer()) }),
    errors: [ORG.notFound, ORG.nameTaken],
    tenant: TENANT,
    summary: 'Adds a post to a category, or changes one: its name, category and the units it is bound to.',
  }),
  remove: route({
    method: 'POST',
    path: '/ums/web/zhiwei/remove',
    body: byId,
    result: Type.Null(),
    errors: [ORG.notFound, ORG.inUse],
    tenant: TENANT,
    summary: 'Deletes a post no position or staff member uses.',
  }),
  savePosition: route({
    method: 'POST',
    path: '/ums/web/gangwei/save',
    body: objectBody(
      {
        id: id(),
        organId: id(),
        zhiweiId: id(),
        name: text(200),
        headcount: Type.Integer({ minimum: 0, maximum: 100_000, default: 0 }),
      },
      ['organId', 'zhiweiId', 'name'],
    ),
    result: record({ id: integer(), organId: integer(), zhiweiId: integer(), name: str(), headcount: integer() }),
    errors: [ORG.notFound, ORG.nameTaken, ORG.postNotForOrgan],
    tenant: TENANT,
    summary: 'Adds a position to a unit, or changes one.',
  }),
  removePosition: route({
    method: 'POST',
    path: '/ums/web/gangwei/remove',
    body: byId,
    result: Type.Null(),
    errors: [ORG.notFound, ORG.inUse],
    tenant: TENANT,
    summary: 'Deletes a position no staff member holds.',
  }),
}
