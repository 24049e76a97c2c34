import type { Kysely } from 'kysely'

// Each attendance group's rules for offering overtime from punches: off by default; when on, work on a rest day or
// holiday is offered, and work beyond the shift's end by more than the group's minutes, when it lasts the minimum.

export async function up(db: Kysely<any>): Promise<void> {
  const columns: Array<[string, number]> = [
    /** 1: the group's people are offered overtime their punches show. */
    ['offer_overtime', 0],
    /** 1: offer work on a rest day or holiday. */
    ['offer_rest_days', 1],
    /** 1: offer work beyond the shift's end by more than offer_after_minutes. */
    ['offer_after_shift', 1],
    ['offer_after_minutes', 30],
    /** The least overtime offered, minutes. */
    ['offer_min_minutes', 60],
  ]
  for (const [name, value] of columns)
    await db.schema
      .alterTable('att_group')
      .addColumn(name, 'integer', (c) => c.notNull().defaultTo(value))
      .execute()
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const name of [
    'offer_overtime',
    'offer_rest_days',
    'offer_after_shift',
    'offer_after_minutes',
    'offer_min_minutes',
  ])
    await db.schema.alterTable('att_group').dropColumn(name).execute()
}
