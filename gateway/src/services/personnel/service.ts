import type { Service } from '../../core/service'
import { directoryRoutes } from './directory'
import { loginUserInfoRoutes } from './login-user-info'
import { staffExportRoutes } from './staff-export'
import { celebrationRoutes } from './celebrations'
import { personnelRoutes } from './records'
import { orgRoutes } from './org'
import { orgChartRoutes } from './org-chart/chart-routes'
import { assignUserRoutes } from './assign-user-routes'
import { migrations } from './migrations'
import { staffQuickList } from './quick-fields'
import { proposalHandlers } from './self-service/handler'
import { certificateHandlers } from './certificates/handler'
import { certificateRoutes } from './certificates/routes'
import { documentRoutes } from './documents/routes'
import { proposalRoutes } from './self-service/proposal-routes'
import { leavingRoutes } from './leaving/routes'
import { leavingHandlers } from './leaving/handler'
import { moveHandlers } from './moves/handler'
import { moveRoutes } from './moves/routes'
import { moveSchedulerRoutes } from './moves/day-job'
import { probationHandlers } from './moves/probation-handler'
import { probationRoutes } from './moves/probation-routes'
import { onboardingRoutes } from './onboarding/routes'
import { onboardingHandlers } from './onboarding/listeners'

/** Users and organisation (ums): login user info, organisation tree, staff page, assignable people and export. */
export const personnel: Service = {
  name: 'ums',
  migrations,
  routes: [
    loginUserInfoRoutes,
    directoryRoutes,
    assignUserRoutes,
    staffExportRoutes,
    personnelRoutes,
    orgRoutes,
    orgChartRoutes,
    celebrationRoutes,
    proposalRoutes,
    certificateRoutes,
    documentRoutes,
    onboardingRoutes,
    moveRoutes,
    moveSchedulerRoutes,
    probationRoutes,
    leavingRoutes,
  ],
  handlers: [
    staffQuickList,
    ...proposalHandlers,
    ...certificateHandlers,
    ...onboardingHandlers,
    ...moveHandlers,
    ...probationHandlers,
    ...leavingHandlers,
  ],
}
