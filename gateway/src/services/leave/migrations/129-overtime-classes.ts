import { sql, type Kysely } from 'kysely'

// Overtime by the law: an approved overtime keeps the class of the day it was worked on ('workday' 150 %, 'restDay'
// 200 % — bridged rest days of a holiday period included —, 'statutory' 300 %) and whether the employee chose time off
// in lieu instead of pay ('timeOff' or 'pay'); the tenant's policy for rest-day overtime ('employee': as the request
// says, 'timeOff', 'pay'). Existing approved overtime: a working day stays a working day; a rest day a rest day; a
// holiday is statutory when its calendar day is a statutory holiday (paiban's 129-holiday-statutory ran before),
// else a rest day; a rest day's overtime that earned time off in lieu chose time off, all else pay (a statutory
// holiday's overtime is paid even where it earned time off before: that credit stays as it was).

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('overtime_request').addColumn('pay_class', 'varchar(10)').execute()
  await db.schema.alterTable('overtime_request').addColumn('compensation', 'varchar(8)').execute()
  await db.schema
    .alterTable('leave_setting')
    .addColumn('rest_overtime', 'varchar(8)', (c) => c.notNull().defaultTo('employee'))
    .execute()
  const approved = (q: any) => q.where('status', 'in', ['approved', 'revoked'])
  await approved(
    db.updateTable('overtime_request').set({ pay_class: 'workday' }).where('day_kind', '=', 'work'),
  ).execute()
  await approved(
    db.updateTable('overtime_request').set({ pay_class: 'restDay' }).where('day_kind', '=', 'rest'),
  ).execute()
  await approved(
    db
      .updateTable('overtime_request')
      .set({ pay_class: 'statutory' })
      .where('day_kind', '=', 'holiday')
      .where(({ exists, selectFrom }: any) =>
        exists(
          selectFrom('calendar_day')
            .select('calendar_day.day')
            .whereRef('calendar_day.tenant_id', '=', 'overtime_request.tenant_id')
            .whereRef('calendar_day.day', '=', 'overtime_request.day')
            .where('calendar_day.statutory', '=', 1),
        ),
      ),
  ).execute()
  await approved(
    db
      .updateTable('overtime_request')
      .set({ pay_class: 'restDay' })
      .where('day_kind', '=', 'holiday')
      .where('pay_class', 'is', null),
  ).execute()
  await approved(
    db
      .updateTable('overtime_request')
      .set({ compensation: sql`case when credited_hours > 0 and pay_class = 'restDay' then 'timeOff' else 'pay' end` }),
  ).execute()
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('leave_setting').dropColumn('rest_overtime').execute()
  await db.schema.alterTable('overtime_request').dropColumn('compensation').execute()
  await db.schema.alterTable('overtime_request').dropColumn('pay_class').execute()
}
