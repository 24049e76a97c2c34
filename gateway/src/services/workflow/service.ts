import type { Service } from '../../core/service'
import { centerRoutes } from './center-routes'
import { definitionRoutes } from './definition-routes'
import { absenceStartRoutes } from './delegation/absence-start'
import { delegationRoutes } from './delegation/routes'
import { formRoutes } from './form-routes'
import { remindRoutes } from './remind-routes'
import { migrations } from './migrations'

/** §7 workflow: the approval-form events, the approval centre, reminders and candidates, definitions, delegation. */
export const workflow: Service = {
  name: 'workflow',
  migrations,
  routes: [formRoutes, centerRoutes, remindRoutes, definitionRoutes, delegationRoutes, absenceStartRoutes],
}
