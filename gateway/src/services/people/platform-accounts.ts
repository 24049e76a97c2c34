import type { Db } from '../../core/db/types'

/** A portal account's identity on one messaging platform. */
export interface PlatformAccount {
  platform: string
  platformUserId: string
}

/** Records that `platformUserId` on `platform` is portal user `userId` in the tenant (replacing an older link of that platform user). */
export async function linkPlatformAccount(
  db: Db,
  link: { tenantId: number; platform: string; platformUserId: string; userId: number; now: number },
): Promise<void> {
  await db
    .insertInto('platform_account')
    .values({
      tenant_id: link.tenantId,
      platform: link.platform,
      platform_user_id: link.platformUserId,
      user_id: link.userId,
      linked_at: link.now,
    })
    .onConflict((oc) =>
      oc
        .columns(['tenant_id', 'platform', 'platform_user_id'])
        .doUpdateSet({ user_id: link.userId, linked_at: link.now }),
    )
    .execute()
}

/** Forgets the platform user's link in the tenant. */
export async function unlinkPlatformAccount(
  db: Db,
  tenantId: number,
  platform: string,
  platformUserId: string,
): Promise<void> {
  await db
    .deleteFrom('platform_account')
    .where('tenant_id', '=', tenantId)
    .where('platform', '=', platform)
    .where('platform_user_id', '=', platformUserId)
    .execute()
}

/** The platform identities of a portal user in the tenant, newest link first. */
export async function platformAccountsOf(db: Db, tenantId: number, userId: number): Promise<PlatformAccount[]> {
  const rows = await db
    .selectFrom('platform_account')
    .select(['platform', 'platform_user_id'])
    .where('tenant_id', '=', tenantId)
    .where('user_id', '=', userId)
    .orderBy('linked_at', 'desc')
    .execute()
  return rows.map((row) => ({ platform: row.platform, platformUserId: row.platform_user_id }))
}

/** The platform accounts of many users of the tenant at once (newest link first), by user; a user without any is absent. */
export async function platformAccountsOfUsers(
  db: Db,
  tenantId: number,
  userIds: number[],
): Promise<Map<number, PlatformAccount[]>> {
  const accounts = new Map<number, PlatformAccount[]>()
  for (let i = 0; i < userIds.length; i += 500) {
    const rows = await db
      .selectFrom('platform_account')
      .select(['user_id', 'platform', 'platform_user_id'])
      .where('tenant_id', '=', tenantId)
      .where('user_id', 'in', userIds.slice(i, i + 500))
      .orderBy('linked_at', 'desc')
      .execute()
    for (const row of rows)
      accounts.set(row.user_id, [
        ...(accounts.get(row.user_id) ?? []),
        { platform: row.platform, platformUserId: row.platform_user_id },
      ])
  }
  return accounts
}

/** The portal user a platform user is linked to in the tenant, or null. */
export async function userOfPlatformAccount(
  db: Db,
  tenantId: number,
  platform: string,
  platformUserId: string,
): Promise<number | null> {
  const row = await db
    .selectFrom('platform_account')
    .select('user_id')
    .where('tenant_id', '=', tenantId)
    .where('platform', '=', platform)
    .where('platform_user_id', '=', platformUserId)
    .executeTakeFirst()
  return row?.user_id ?? null
}
