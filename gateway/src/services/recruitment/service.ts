import type { Service } from '../../core/service'
import { candidateRoutes } from './candidate-routes'
import { careersRoutes } from './careers-routes'
import { hireRoutes } from './hire-routes'
import { interviewRoutes } from './interview-routes'
import { jobRoutes } from './job-routes'
import { offerRoutes } from './offer-routes'
import { retentionRoutes } from './retention'
import { settingRoutes } from './setting-routes'
import { migrations } from './migrations'
import { jobHandler } from './job-handler'
import { offerHandler } from './offer-handler'
import { candidateQuickList } from './quick-fields'

/**
 * Recruitment (§7 recruit): openings raised from positions with open headcount, channels, the public careers page's
 * calls, candidates on a stage board, interviews with invitations and scorecards, offers approved through the workflow
 * with their letter, hiring through the personnel app's onboarding, and the retention of candidates not hired.
 */
export const recruitment: Service = {
  name: 'recruit',
  migrations,
  handlers: [jobHandler, offerHandler, candidateQuickList],
  routes: [
    jobRoutes,
    settingRoutes,
    candidateRoutes,
    interviewRoutes,
    offerRoutes,
    hireRoutes,
    careersRoutes,
    retentionRoutes,
  ],
}
