import type { Service } from '../../core/service'
import { assignmentRoutes } from './assignment-routes'
import { providerRoutes } from './provider-routes'
import { statementRoutes } from './statement-routes'
import { workerRoutes } from './worker-routes'
import { migrations } from './migrations'
import { outsideWorkers } from './people'

/**
 * Outsourcing (segment joyhr): providers with their billing rules, their workers (not employees; an account to clock in
 * through the attendance service when needed), assignments to departments, and monthly cost statements per provider from
 * the workers' daily results, confirmed (frozen) and exported by HR.
 */
export const outsourcing: Service = {
  name: 'joyhr',
  migrations,
  handlers: [outsideWorkers],
  routes: [providerRoutes, workerRoutes, assignmentRoutes, statementRoutes],
}
