import { handle } from '../../core/service'
import { TENANT_TIME_ZONE } from '../workflow'
import { tenantTimeZone } from './tenant-zone'

/** The workflow reads approval absences in the tenant's zone: scheduling answers it (its default work calendar's). */
export const workflowTimeZone = handle(TENANT_TIME_ZONE, tenantTimeZone)
