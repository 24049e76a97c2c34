import { route } from '../route'
import { integer, list, nullable, objectBody, record, str } from '../schema'

/**
 * A person of the org chart: on the job, inside the caller's data range. A field the caller may not see (field
 * permissions of the employee record) is null; `managerId` is null for a root (no manager, or one the caller may not see).
 */
export const chartPerson = record({
  id: integer(),
  managerId: nullable(integer()),
  name: nullable(str()),
  jobNumber: nullable(str()),
  /** The position (岗位). */
  position: nullable(str()),
  /** The post (职位). */
  post: nullable(str()),
  organId: nullable(integer()),
  department: nullable(str()),
  /** The person's account photo, null when none. */
  photo: nullable(str()),
})

/** The org chart: its people in one list, and for the filter the departments they are in with those above (none when departments are hidden). */
export const orgChart = record({
  people: list(chartPerson),
  departments: list(record({ id: integer(), name: str(), parentId: nullable(integer()) })),
  /** The record fields the caller may not see, by key ('name', 'jobNumber', 'gangwei', 'zhiwei', 'organ'). */
  hiddenFields: list(str()),
})

/** The people org chart (function 1108): manager → reports from the reporting lines. */
export const orgCharts = {
  people: route({
    method: 'POST',
    path: '/ums/web/orgChart/people',
    body: objectBody({}),
    result: orgChart,
    errors: [],
    tenant:
      "the session tenant's staff on the job within the caller's data range (services/personnel/org-chart/chart-routes.test.ts)",
    summary: 'Everyone of the org chart with their line manager, the fields the caller may see, and the departments.',
  }),
}
