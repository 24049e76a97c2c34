import type { Service } from '../../core/service'
import { centerRoutes } from './center-routes'
import { definitionRoutes } from './definition-routes'
import { formRoutes } from './form-routes'
import { remindRoutes } from './remind-routes'

/** §7 workflow: the approval-form events, the approval centre, reminders and candidates, definitions. */
export const workflow: Service = { segment: 'workflow', routes: [formRoutes, centerRoutes, remindRoutes, definitionRoutes] }
