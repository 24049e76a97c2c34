// Core baseline: rows of core's role_field_permission for the payroll service's salary profile (business type 2).
import type { Kysely } from 'kysely'

/** The salary profile's business type, and the function that changes profiles (services/access, services/payroll). */
const SALARY_PROFILE = 2
const EDIT_PROFILES = '820301'

// The roles that change salary profiles (820301) and set no field permission of them yet edit every profile field
// ('*' edit): what they did already, now shown so in the roles' field-permission editor. Other roles keep no row
// (their functions alone decide while none of a user's roles sets one). A fresh database has no role yet: the seed
// gives HR Manager the same row (seed/perms.ts).
export async function up(db: Kysely<any>): Promise<void> {
  const editors = await db
    .selectFrom('role_function')
    .innerJoin('role', 'role.id', 'role_function.role_id')
    .select(['role.id', 'role.tenant_id'])
    .where('role_function.function_id', '=', EDIT_PROFILES)
    .execute()
  for (const role of editors) {
    const set = await db
      .selectFrom('role_field_permission')
      .select('field_key')
      .where('tenant_id', '=', role.tenant_id)
      .where('role_id', '=', role.id)
      .where('biz_type_id', '=', SALARY_PROFILE)
      .limit(1)
      .executeTakeFirst()
    if (set) continue
    await db
      .insertInto('role_field_permission')
      .values({
        tenant_id: role.tenant_id,
        role_id: role.id,
        biz_type_id: SALARY_PROFILE,
        field_key: '*',
        access: 'edit',
      })
      .execute()
  }
}

// Leaves the rows: after this migration they are the roles' own settings, which an administrator may have changed.
export async function down(): Promise<void> {}
