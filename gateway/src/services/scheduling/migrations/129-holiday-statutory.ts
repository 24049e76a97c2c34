import type { Kysely } from 'kysely'
import { STATUTORY_YEARS, statutoryDaysOf } from '../statutory-days'

// A holiday of a calendar is either a statutory holiday (法定节假日, 300 % for overtime: 1) or a bridged rest day of
// the holiday period (调休放假: 0); null (a row written without saying): statutory when it is one of its year's
// statutory days. Existing holidays are classified by the statutory days known for their year (statutory-days.ts):
// those days statutory, every other holiday a bridged rest day.

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('calendar_day').addColumn('statutory', 'integer').execute()
  const days: string[] = []
  for (let year = STATUTORY_YEARS.from - 4; year <= STATUTORY_YEARS.to + 5; year++)
    days.push(...statutoryDaysOf(year).keys())
  for (let i = 0; i < days.length; i += 200)
    await db
      .updateTable('calendar_day')
      .set({ statutory: 1 })
      .where('kind', '=', 'holiday')
      .where('day', 'in', days.slice(i, i + 200))
      .execute()
  await db.updateTable('calendar_day').set({ statutory: 0 }).where('statutory', 'is', null).execute()
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('calendar_day').dropColumn('statutory').execute()
}
