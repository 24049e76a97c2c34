import type { Db } from '../../core/db/types'
import { appCallsOf } from '../access'
import { installsOnOrigins } from '../vendor'
import { deletionsToOrigins, deliveriesToOrigins, type OriginDelivery } from '../webhooks'
import type { Vendor } from './accounts'

/** Tenant names by id (a vendor sees which customer installed its app, nothing else of the tenant). */
async function tenantNames(db: Db, ids: readonly number[]): Promise<Map<number, string>> {
  const unique = [...new Set(ids)]
  if (!unique.length) return new Map()
  const rows = await db.selectFrom('tenant').select(['id', 'name']).where('id', 'in', unique).execute()
  return new Map(rows.map((row) => [row.id, row.name]))
}

/** A tenant's name, or its number when the tenant is gone. */
const nameIn = (names: Map<number, string>, id: number) => names.get(id) ?? `#${id}`

/** The vendor's name and origins, its apps' installs in every tenant and the deletion requests it was sent. */
export async function vendorOverview(db: Db, vendor: Vendor) {
  const [installs, deletions] = await Promise.all([
    installsOnOrigins(db, vendor.origins),
    deletionsToOrigins(db, vendor.origins),
  ])
  const names = await tenantNames(db, [...installs.map((i) => i.tenantId), ...deletions.map((d) => d.tenantId)])
  return {
    name: vendor.name,
    origins: vendor.origins,
    installs: installs.map((install) => ({
      tenant: nameIn(names, install.tenantId),
      code: install.code,
      title: { zh: install.titleZh, en: install.titleEn },
      version: install.version,
      status: install.status,
      installedAt: install.installedAt,
      updatedAt: install.updatedAt,
      scopes: install.scopes,
    })),
    deletions: deletions.map((deletion) => ({
      id: deletion.id,
      tenant: nameIn(names, deletion.tenantId),
      code: deletion.appCode,
      requestedAt: deletion.requestedAt,
      deadlineAt: deletion.deadlineAt,
      confirmedAt: deletion.confirmedAt,
    })),
  }
}

/** The latest webhook deliveries to the vendor's origins. */
export async function vendorDeliveries(
  db: Db,
  vendor: Vendor,
  status: OriginDelivery['status'] | undefined,
  limit: number,
) {
  const rows = await deliveriesToOrigins(db, vendor.origins, { status, limit })
  const names = await tenantNames(
    db,
    rows.map((row) => row.tenantId),
  )
  return rows.map(({ tenantId, appCode, ...row }) => ({ ...row, tenant: nameIn(names, tenantId), code: appCode }))
}

const isoDay = (day: number) => new Date(day * 24 * 60 * 60 * 1000).toISOString().slice(0, 10)

/** The vendor API calls of the vendor's installed apps since `since`, per day, and their latest refusals. */
export async function vendorCalls(db: Db, vendor: Vendor, since: number) {
  const installs = await installsOnOrigins(db, vendor.origins)
  const { days, errors } = await appCallsOf(
    db,
    installs.map((install) => ({ tenantId: install.tenantId, appCode: install.code })),
    since,
  )
  const names = await tenantNames(
    db,
    installs.map((install) => install.tenantId),
  )
  return {
    days: days.map((row) => ({
      day: isoDay(row.day),
      tenant: nameIn(names, row.tenantId),
      code: row.appCode,
      calls: row.calls,
      errors: row.errors,
    })),
    errors: errors.map((row) => ({
      at: row.at,
      tenant: nameIn(names, row.tenantId),
      code: row.appCode,
      method: row.method,
      scope: row.scope,
      reason: row.reason,
    })),
  }
}
