import { atom } from 'nanostores'
import { TextedError } from '../lib/describe-error'

export interface TenantOption {
  tenantId: string
  tenantName: string
}

/** A sign-in waiting for the user to pick a tenant; the login page shows the choice while it is set. */
export interface PendingChoice {
  tenants: TenantOption[]
  pick(tenantId: string): void
  cancel(): void
}

/** The user went back instead of picking a tenant. */
export class TenantChoiceCancelled extends TextedError {
  override name = 'TenantChoiceCancelled'
  constructor() {
    super('login.tenantCancelled')
  }
}

export const $tenantChoice = atom<PendingChoice | null>(null)

/** Asks the user which tenant to enter (after a sign-in that matches several tenants). */
export function askTenant(tenants: TenantOption[]): Promise<string> {
  return new Promise((resolve, reject) => {
    $tenantChoice.set({
      tenants,
      pick: (tenantId) => {
        $tenantChoice.set(null)
        resolve(tenantId)
      },
      cancel: () => {
        $tenantChoice.set(null)
        reject(new TenantChoiceCancelled())
      },
    })
  })
}
