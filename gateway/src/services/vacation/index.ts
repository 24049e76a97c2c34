import type { Service } from '../../core/service'
import './handler'
import { leaveRoutes } from './leave-routes'

/** §7 vacation: leave types, balances, requests through the workflow, cancel leave (issue 14 item 2). */
export const vacation: Service = { segment: 'vacation', routes: [leaveRoutes] }
