import { registerTenantTimeZone } from '../workflow'
import { DEFAULT_TIME_ZONE } from './plan-context'

// The tenant's time zone for the workflow (approval absences are read in it): its default work calendar's zone.
registerTenantTimeZone(async (db, tenantId) => {
  const row = await db.selectFrom('work_calendar').select('time_zone').where('tenant_id', '=', tenantId)
    .orderBy('is_default', 'desc').orderBy('id').executeTakeFirst()
  return row?.time_zone ?? DEFAULT_TIME_ZONE
})
