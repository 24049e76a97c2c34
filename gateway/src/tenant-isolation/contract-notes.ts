/** A route as the tenant list reads it from the contract. */
interface Noted {
  method: string
  path: string
  tenant: string | { none: string }
}

const isRoute = (value: unknown): value is Noted =>
  typeof value === 'object' && value !== null && typeof (value as Noted).path === 'string'

/**
 * The contract's routes as the tenant list keys them (`POST /gateway/salary/web/run/list`): those scoped to the
 * session tenant (checked by the tests the note names) and those that hold no tenant data, with why.
 */
export function tenantNotes(group: object): { checked: string[]; noTenantData: Record<string, string> } {
  const checked: string[] = []
  const noTenantData: Record<string, string> = {}
  const walk = (node: object) => {
    for (const value of Object.values(node)) {
      if (!isRoute(value)) {
        if (typeof value === 'object' && value !== null) walk(value)
        continue
      }
      const key = `${value.method} /gateway${value.path}`
      if (typeof value.tenant === 'string') checked.push(key)
      else noTenantData[key] = value.tenant.none
    }
  }
  walk(group)
  return { checked, noTenantData }
}
