import type { Service } from '../../core/service'
import { calendarDayRoutes } from './calendar-day-routes'
import { calendarRoutes } from './calendar-routes'
import { groupRoutes } from './group-routes'
import { rosterPublishRoutes } from './roster-publish-routes'
import { rosterRoutes } from './roster-routes'
import { shiftTypeRoutes } from './shift-type-routes'
import { swapAnswerRoutes } from './swap-answer-routes'
import { swapRoutes } from './swap-routes'
import { migrations } from './migrations'
import { swapHandler } from './swap-handler'
import { workflowTimeZone } from './workflow-zone'
import { newTenantCalendar } from './new-tenant-calendar'

/** Scheduling: work calendars and their days, shift types, attendance groups, the roster, shift swaps, month locks. */
export const scheduling: Service = {
  name: 'paiban',
  migrations,
  handlers: [swapHandler, workflowTimeZone, newTenantCalendar],
  routes: [
    rosterRoutes,
    rosterPublishRoutes,
    calendarRoutes,
    calendarDayRoutes,
    shiftTypeRoutes,
    groupRoutes,
    swapRoutes,
    swapAnswerRoutes,
  ],
}
