import type { Service } from '../../core/service'
import './handler'
import { leaveRoutes } from './leave-routes'
import { patchCardRoutes } from './patch-card-routes'

/** §7 vacation: leave types, balances, requests through the workflow, cancel leave, patch card (issue 14 item 2). */
export const vacation: Service = { segment: 'vacation', routes: [leaveRoutes, patchCardRoutes] }
