import type { TestGateway } from '../../testing/test-gateway'

const COUNTED = [
  'organ',
  'employee',
  'app_user',
  'gangwei',
  'dirsync_unit_link',
  'dirsync_member_link',
  'dirsync_run',
  'platform_account',
] as const

/** What the directory sync tests read back from the portal's database of the gateway `current()` answers. */
export function directoryChecks(current: () => TestGateway) {
  const db = () => current().ctx.db
  /** The unit a WeCom department is linked to. */
  const unitOf = async (departmentId: string) => {
    const link = await db()
      .selectFrom('dirsync_unit_link')
      .select('organ_id')
      .where('tenant_id', '=', 1)
      .where('platform', '=', 'wecom')
      .where('department_id', '=', departmentId)
      .executeTakeFirst()
    return link
      ? db()
          .selectFrom('organ')
          .selectAll()
          .where('tenant_id', '=', 1)
          .where('id', '=', link.organ_id)
          .executeTakeFirst()
      : undefined
  }
  /** The demo accounts staff and hr (by their mobiles): what a sync may change on their staff records. */
  const demoPeople = () =>
    db()
      .selectFrom('employee')
      .select(['name', 'phone', 'email', 'job_number', 'organ_id', 'gangwei_id', 'status'])
      .where('tenant_id', '=', 1)
      .where('phone', 'in', ['13547620649', '15086778828'])
      .orderBy('id')
      .execute()
  const staffWith = (phone: string) =>
    db().selectFrom('employee').selectAll().where('tenant_id', '=', 1).where('phone', '=', phone).executeTakeFirst()
  /** The rows of the tables a sync writes (to show that a dry run wrote nothing). */
  const counts = async () =>
    Object.fromEntries(
      await Promise.all(
        COUNTED.map(async (table) => [
          table,
          Number(
            (
              await db()
                .selectFrom(table as 'organ')
                .select((eb) => eb.fn.countAll<number>().as('n'))
                .executeTakeFirstOrThrow()
            ).n,
          ),
        ]),
      ),
    )
  return { db, unitOf, staffWith, demoPeople, counts }
}
