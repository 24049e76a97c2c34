import { sql, type Kysely } from 'kysely'
import { isPostgres } from '../../../core/db/dialect'

// HR edits leave types (the Leave types page, function 8011): who last saved a type and when, and names of up to 50
// characters (SQLite does not enforce a varchar's length; PostgreSQL widens the columns of migration 023).

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('leave_type').addColumn('updated_by', 'integer').execute()
  await db.schema.alterTable('leave_type').addColumn('updated_at', 'bigint').execute()
  if (isPostgres(db)) {
    await sql`alter table leave_type alter column name_zh type varchar(50), alter column name_en type varchar(50)`.execute(
      db,
    )
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('leave_type').dropColumn('updated_at').execute()
  await db.schema.alterTable('leave_type').dropColumn('updated_by').execute()
}
