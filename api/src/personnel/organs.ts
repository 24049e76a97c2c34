import { route } from '../route'
import { id, integer, list, nullable, objectBody, record, str, text, Type } from '../schema'
import { ORG } from './codes'
import { organNode } from './directory'

/** A unit of the organisation as it is edited. */
export const organ = record({
  id: integer(),
  parentId: nullable(integer()),
  name: str(),
  code: str(),
  level: integer(),
  sort: integer(),
})

const TENANT = "the session tenant's units (services/personnel/org/organ.test.ts)"

/** Organisation units (§7 organ): one unit, its departments, the tree of the caller's range; add, rename, move, delete. */
export const organs = {
  detail: route({
    method: 'POST',
    path: '/ums/web/organ/getOrganById',
    body: objectBody({ id: id() }, ['id']),
    result: record({ ...organ.properties, path: list(str()) }),
    errors: [ORG.notFound],
    tenant: TENANT,
    summary: 'One unit with the names of the units above it down to itself.',
  }),
  children: route({
    method: 'POST',
    path: '/ums/web/organ/getDeptByOrganId',
    body: objectBody({ organId: id() }, ['organId']),
    result: list(organ),
    errors: [ORG.notFound],
    tenant: TENANT,
    summary: 'The units directly below a unit.',
    noScreen:
      "For sub-apps and vendor apps that walk the tree a level at a time; the portal's screens read the whole tree (directory.organTree).",
  }),
  treeForRange: route({
    method: 'POST',
    path: '/ums/web/organ/organTreeListForAuth',
    body: objectBody({}),
    result: list(organNode),
    errors: [],
    tenant: "the session tenant's units within the caller's data range (services/personnel/org/organ.test.ts)",
    summary: "The organisation tree of the caller's data range, with the staff on the job in each unit.",
    noScreen:
      "For sub-apps' unit pickers limited to the caller's data range, with head counts; the portal's screens read directory.organTree.",
  }),
  add: route({
    method: 'POST',
    path: '/ums/web/organ/save',
    body: objectBody({ parentId: id(), name: text(200) }, ['parentId', 'name']),
    result: organ,
    errors: [ORG.notFound, ORG.nameTaken],
    tenant: TENANT,
    summary: 'Adds a unit under another.',
  }),
  rename: route({
    method: 'POST',
    path: '/ums/web/organ/rename',
    body: objectBody({ id: id(), name: text(200) }, ['id', 'name']),
    result: organ,
    errors: [ORG.notFound, ORG.nameTaken],
    tenant: TENANT,
    summary: 'Renames a unit.',
  }),
  move: route({
    method: 'POST',
    path: '/ums/web/organ/move',
    body: objectBody({ id: id(), parentId: id() }, ['id', 'parentId']),
    result: organ,
    errors: [ORG.notFound, ORG.moveCycle, ORG.nameTaken, ORG.rootFixed],
    tenant: TENANT,
    summary: 'Moves a unit under another.',
  }),
  remove: route({
    method: 'POST',
    path: '/ums/web/organ/remove',
    body: objectBody({ id: id() }, ['id']),
    result: Type.Null(),
    errors: [ORG.notFound, ORG.organInUse, ORG.rootFixed],
    tenant: TENANT,
    summary: 'Deletes a unit with no units, staff or positions in it.',
  }),
}
