import type { Service } from '../../core/service'
import { contractChangeRoutes } from './change-routes'
import { contractReadRoutes } from './read-routes'
import { contractWriteRoutes } from './routes'
import { contractSchedulerRoutes } from './scheduler'
import { migrations } from './migrations'
import { contractChangeHandlers } from './handler'
import { probationContractHandler } from './probation-source'

/**
 * §7 contract (addContractSelf, updateContractSelf): employees' employment contracts with their type (master data),
 * term, probation, signing date, documents (file centre) and status; renewal and termination through the workflow;
 * a reminder 30 days before the end through the notification outbox, by a daily scheduler; the probation personnel's
 * reviews decide (PROBATION_CONTRACTS).
 */
export const contract: Service = {
  name: 'contract',
  migrations,
  handlers: [...contractChangeHandlers, probationContractHandler],
  routes: [contractWriteRoutes, contractReadRoutes, contractChangeRoutes, contractSchedulerRoutes],
}
