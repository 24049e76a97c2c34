import type { dashboardContract } from '@hr-portal/api'
import type { Db } from '../../core/db/types'
import { registryEntries } from '../../apps/registry'
import { installedApps } from '../vendor'
import { storedLayout, type PlacedWidget } from './layout-input'

/** Where a user's layout came from: their own, their role's default, or none (the shell shows every widget it may). */
export type LayoutSource = (typeof dashboardContract.LAYOUT_SOURCES)[number]

/** The widgets that exist for a tenant: every first-party app's and the tenant's installed apps', by app code. */
export async function knownWidgets(db: Db, tenantId: number): Promise<Map<string, Set<string>>> {
  const known = new Map<string, Set<string>>()
  for (const entry of registryEntries)
    if (entry.widgets?.length) known.set(entry.code, new Set(entry.widgets.map((w) => w.id)))
  for (const app of await installedApps(db, tenantId))
    if (app.widgets?.length) known.set(app.code, new Set(app.widgets.map((w) => w.id)))
  return known
}

/** The user's dashboard in the tenant: their own layout, else the default of their first role that has one. */
export async function layoutOf(
  db: Db,
  tenantId: number,
  userId: number,
): Promise<{ widgets: PlacedWidget[] | null; source: LayoutSource }> {
  const own = await db
    .selectFrom('dashboard_layout')
    .select('widgets')
    .where('tenant_id', '=', tenantId)
    .where('user_id', '=', userId)
    .executeTakeFirst()
  if (own) return { widgets: storedLayout(own.widgets), source: 'user' }
  const role = await db
    .selectFrom('dashboard_role_layout as d')
    .innerJoin('user_role as u', 'u.role_id', 'd.role_id')
    .select('d.widgets')
    .where('d.tenant_id', '=', tenantId)
    .where('u.user_id', '=', userId)
    .orderBy('d.role_id')
    .executeTakeFirst()
  if (role) return { widgets: storedLayout(role.widgets), source: 'role' }
  return { widgets: null, source: 'none' }
}

export async function saveLayout(
  db: Db,
  tenantId: number,
  userId: number,
  widgets: PlacedWidget[],
  now: number,
): Promise<void> {
  const json = JSON.stringify(widgets)
  await db
    .insertInto('dashboard_layout')
    .values({ tenant_id: tenantId, user_id: userId, widgets: json, updated_at: now })
    .onConflict((oc) => oc.columns(['tenant_id', 'user_id']).doUpdateSet({ widgets: json, updated_at: now }))
    .execute()
}

export async function resetLayout(db: Db, tenantId: number, userId: number): Promise<void> {
  await db.deleteFrom('dashboard_layout').where('tenant_id', '=', tenantId).where('user_id', '=', userId).execute()
}

/** Whether the role belongs to the tenant. */
export async function roleInTenant(db: Db, tenantId: number, roleId: number): Promise<boolean> {
  return !!(await db
    .selectFrom('role')
    .select('id')
    .where('tenant_id', '=', tenantId)
    .where('id', '=', roleId)
    .executeTakeFirst())
}

export async function roleLayoutOf(db: Db, tenantId: number, roleId: number): Promise<PlacedWidget[] | null> {
  const row = await db
    .selectFrom('dashboard_role_layout')
    .select('widgets')
    .where('tenant_id', '=', tenantId)
    .where('role_id', '=', roleId)
    .executeTakeFirst()
  return row ? storedLayout(row.widgets) : null
}

/** Sets the role's default; an empty list removes it (its members see every widget they may). */
export async function saveRoleLayout(
  db: Db,
  tenantId: number,
  roleId: number,
  widgets: PlacedWidget[],
  userId: number,
  now: number,
): Promise<void> {
  if (!widgets.length) {
    await db
      .deleteFrom('dashboard_role_layout')
      .where('tenant_id', '=', tenantId)
      .where('role_id', '=', roleId)
      .execute()
    return
  }
  const json = JSON.stringify(widgets)
  await db
    .insertInto('dashboard_role_layout')
    .values({ tenant_id: tenantId, role_id: roleId, widgets: json, updated_by: userId, updated_at: now })
    .onConflict((oc) =>
      oc.columns(['tenant_id', 'role_id']).doUpdateSet({ widgets: json, updated_by: userId, updated_at: now }),
    )
    .execute()
}
