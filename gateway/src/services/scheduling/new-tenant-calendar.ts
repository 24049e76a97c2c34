import type { Db } from '../../core/db/types'
import { handle } from '../../core/service'
import { TENANT_CREATED } from '../tenants'
import { chinaHolidays } from './china-holidays'

/** The time zone of a new company's calendar (Mainland China). */
const ZONE = 'Asia/Shanghai'

/**
 * A new company's default calendar (Mainland China, Asia/Shanghai) with this year's and next year's public holidays
 * (statutory and bridged) and make-up working days, so its attendance, leave and overtime know the holidays from day
 * one; a tenant that has a calendar already keeps it.
 */
export async function writeDefaultCalendar(trx: Db, tenantId: number, now: number): Promise<void> {
  const existing = await trx
    .selectFrom('work_calendar')
    .select('id')
    .where('tenant_id', '=', tenantId)
    .executeTakeFirst()
  if (existing) return
  await trx
    .insertInto('work_calendar')
    .values({
      tenant_id: tenantId,
      id: 1,
      name_zh: '中国大陆',
      name_en: 'Mainland China',
      time_zone: ZONE,
      is_default: 1,
    })
    .execute()
  const year = Number(new Intl.DateTimeFormat('en-CA', { timeZone: ZONE, year: 'numeric' }).format(now))
  const days = [...chinaHolidays(year), ...chinaHolidays(year + 1)]
  if (days.length)
    await trx
      .insertInto('calendar_day')
      .values(
        days.map((d) => ({
          tenant_id: tenantId,
          calendar_id: 1,
          day: d.day,
          kind: d.kind,
          name_zh: d.zh,
          name_en: d.en,
          statutory: d.statutory ? 1 : 0,
        })),
      )
      .execute()
}

/** A new company starts with the default calendar. */
export const newTenantCalendar = handle(TENANT_CREATED, writeDefaultCalendar)
