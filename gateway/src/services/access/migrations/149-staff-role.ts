import type { Kysely } from 'kysely'

// The tenant's staff role: the role a staff account gets when none is chosen (accounts opened for imported staff).
// A company registered from now on gets one; a tenant with a role named Staff in English takes that one.

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('staff_role')
    .addColumn('tenant_id', 'integer', (c) => c.primaryKey())
    .addColumn('role_id', 'integer', (c) => c.notNull())
    .execute()
  const roles = await db
    .selectFrom('role')
    .select(['tenant_id', 'id'])
    .where('name_en', '=', 'Staff')
    .orderBy('id')
    .execute()
  const first = new Map<number, number>()
  for (const role of roles) if (!first.has(role.tenant_id)) first.set(role.tenant_id, role.id)
  if (first.size)
    await db
      .insertInto('staff_role')
      .values([...first].map(([tenant_id, role_id]) => ({ tenant_id, role_id })))
      .execute()
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('staff_role').execute()
}
