import type { Kysely } from 'kysely'

// Leave policies and the balance ledger. Each leave type carries its policy: who may take it by contract type, how
// many days a year (a fixed number, the statutory annual leave by years of work, or HR's table), granted on 1 January
// or month by month, prorated for joiners and leavers, what carries over and until when, whether days are counted on
// the work calendar or the calendar, and whether a balance may go below zero. Every change of a balance is a row of
// `leave_ledger`; `leave_balance` stays the sum of its year's rows. An entry's key is unique per account, type and
// year, so a grant or an expiry written twice (a rollover run twice, or after a crash) is written once.

export async function up(db: Kysely<any>): Promise<void> {
  const columns: Array<[string, string, (c: any) => any]> = [
    /** 'none' (no yearly days), 'fixed' (entitlement_days), 'statutory' (5/10/15 by years of work), 'table'. */
    ['entitlement', 'varchar(10)', (c) => c.notNull().defaultTo('none')],
    ['entitlement_days', 'double precision', (c) => c.notNull().defaultTo(0)],
    /** HR's table: JSON [{ "years": 0, "days": 5 }, …], the days from each number of years of work on. */
    ['entitlement_table', 'text', (c) => c],
    /** 'yearly' (all on 1 January) or 'monthly' (a twelfth a month, rounded down to half days). */
    ['accrual', 'varchar(8)', (c) => c.notNull().defaultTo('yearly')],
    ['prorate', 'integer', (c) => c.notNull().defaultTo(1)],
    ['carry_days', 'double precision', (c) => c.notNull().defaultTo(0)],
    /** MM-DD of the next year on which carried days expire; null: at the end of the next year. */
    ['carry_expiry', 'varchar(5)', (c) => c],
    /** 'working' (the work calendar's working days) or 'calendar' (every day, as maternity leave counts). */
    ['count_days', 'varchar(8)', (c) => c.notNull().defaultTo('working')],
    ['allow_negative', 'integer', (c) => c.notNull().defaultTo(0)],
    /** JSON list of the contract-type dictionary codes that may take it; null: every contract type. */
    ['contract_types', 'text', (c) => c],
  ]
  for (const [name, type, build] of columns) {
    await db.schema
      .alterTable('leave_type')
      .addColumn(name, type as any, build)
      .execute()
  }
  await db.updateTable('leave_type').set({ entitlement: 'statutory' }).where('code', '=', 'annual').execute()
  await db
    .updateTable('leave_type')
    .set({ entitlement: 'fixed', entitlement_days: 98, count_days: 'calendar', prorate: 0 })
    .where('code', '=', 'maternity')
    .execute()

  await db.schema
    .createTable('leave_ledger')
    .addColumn('tenant_id', 'integer', (c) => c.notNull())
    .addColumn('id', 'varchar(36)', (c) => c.notNull())
    .addColumn('user_id', 'integer', (c) => c.notNull())
    .addColumn('type_code', 'varchar(20)', (c) => c.notNull())
    .addColumn('year', 'integer', (c) => c.notNull())
    /** grant, accrual, carry, expire, leaver, forfeit, taken, returned, adjust, payout, opening. */
    .addColumn('kind', 'varchar(10)', (c) => c.notNull())
    /** Hundredths of the type's unit (a day, or an hour): +150 is one and a half. */
    .addColumn('amount', 'integer', (c) => c.notNull())
    /** What makes the entry unique in its year: 'grant', 'accrual:07', 'taken:<request>', 'adjust:<uuid>' … */
    .addColumn('entry_key', 'varchar(120)', (c) => c.notNull())
    .addColumn('reason', 'varchar(200)', (c) => c.notNull().defaultTo(''))
    /** The account that made it (an HR adjustment, an approval); null: the product's own rules. */
    .addColumn('by_user', 'integer')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('leave_ledger_pk', ['tenant_id', 'id'])
    .execute()
  await db.schema
    .createIndex('leave_ledger_key')
    .on('leave_ledger')
    .columns(['tenant_id', 'user_id', 'type_code', 'year', 'entry_key'])
    .unique()
    .execute()

  // The day the yearly rollover last finished for a tenant (entitlement/rollover.ts): it runs once a day.
  await db.schema
    .createTable('leave_rollover')
    .addColumn('tenant_id', 'integer', (c) => c.primaryKey())
    .addColumn('day', 'varchar(10)', (c) => c.notNull())
    .addColumn('finished_at', 'bigint', (c) => c.notNull())
    .execute()

  // What balances already hold is explained by an opening entry of their total and of their used days.
  const now = Date.now()
  const rows = await db.selectFrom('leave_balance').selectAll().execute()
  const entries = rows.flatMap((row: any, i: number) =>
    [
      ['opening', Math.round(Number(row.total) * 100), 'opening'],
      ['taken', Math.round(Number(row.used) * 100), 'opening-used'],
    ]
      .filter(([, amount]) => amount !== 0)
      .map(([kind, amount, key], j) => ({
        tenant_id: row.tenant_id,
        id: `opening-${i}-${j}-${row.user_id}`,
        user_id: row.user_id,
        type_code: row.type_code,
        year: row.year,
        kind,
        amount,
        entry_key: key,
        reason: '',
        by_user: null,
        created_at: now,
      })),
  )
  for (let start = 0; start < entries.length; start += 500) {
    await db
      .insertInto('leave_ledger')
      .values(entries.slice(start, start + 500))
      .execute()
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('leave_rollover').execute()
  await db.schema.dropTable('leave_ledger').execute()
  for (const name of [
    'contract_types',
    'allow_negative',
    'count_days',
    'carry_expiry',
    'carry_days',
    'prorate',
    'accrual',
    'entitlement_table',
    'entitlement_days',
    'entitlement',
  ])
    await db.schema.alterTable('leave_type').dropColumn(name).execute()
}
