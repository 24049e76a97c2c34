import { route } from '../route'
import { id, integer, list, nullable, objectBody, oneOf, paragraph, record, str, text, Type } from '../schema'
import { OTHER, RECRUIT } from './codes'
import { JOB_STATUSES, job, position } from './views'

export const TENANT = "the session tenant's only (tenant-isolation/recruit.test.ts)"
export const idBody = () => objectBody({ id: id() }, ['id'])
export const keywordBody = () => objectBody({ keyword: text(60) })

/**
 * Openings (8401): the positions with open headcount, the list, raising an opening from a position for approval
 * (840101; the workflow opens it when approved), closing it, the approver's view, and open jobs by keyword (§7).
 */
export const jobs = {
  positions: route({
    method: 'POST',
    path: '/recruit/web/job/positions',
    body: objectBody({ organId: id() }),
    result: list(position),
    errors: [],
    tenant: TENANT,
    summary: "The tenant's positions (of a unit when organId is given) with their open headcount.",
  }),
  list: route({
    method: 'POST',
    path: '/recruit/web/job/list',
    body: objectBody({ status: oneOf(JOB_STATUSES), keyword: text(60) }),
    result: list(job),
    errors: [],
    tenant: TENANT,
    summary: 'Openings by status and title keyword, newest first (at most 500).',
  }),
  byKeyword: route({
    method: 'POST',
    path: '/recruit/web/job/getJobByKeyWord',
    body: keywordBody(),
    result: list(record({ id: integer(), title: str(), organId: integer(), gangweiId: integer() })),
    errors: [],
    tenant: TENANT,
    summary: '§7 open jobs whose title holds the keyword (any signed-in user: pickers; at most 50).',
    noScreen:
      "§7 picker lookup for sub-apps and vendor apps; the recruitment app's screens list and filter jobs themselves.",
  }),
  save: route({
    method: 'POST',
    path: '/recruit/web/job/save',
    body: objectBody(
      {
        gangweiId: id(),
        title: text(100, 1),
        description: paragraph(4000),
        vacancies: Type.Integer({ minimum: 1, maximum: 1000 }),
      },
      ['gangweiId', 'title', 'vacancies'],
    ),
    result: record({ id: integer(), status: oneOf(JOB_STATUSES), instanceId: str() }),
    errors: [RECRUIT.positionNotFound, RECRUIT.noHeadcount, ...OTHER.workflowStart],
    tenant: TENANT,
    summary: 'Raises an opening on a position for approval (840101): it opens when the request is approved.',
  }),
  close: route({
    method: 'POST',
    path: '/recruit/web/job/close',
    body: idBody(),
    result: record({ id: integer(), status: oneOf(JOB_STATUSES) }),
    errors: [RECRUIT.jobNotFound, RECRUIT.jobNotOpen],
    tenant: TENANT,
    summary: 'Closes an open opening (840101).',
  }),
  approval: route({
    method: 'POST',
    path: '/recruit/web/job/approval',
    body: idBody(),
    result: record({ job, position: nullable(position) }),
    errors: [RECRUIT.jobNotFound],
    tenant: TENANT,
    summary: "The approver's view of an opening: holders of 8401, or those who may see its approval request.",
  }),
}
