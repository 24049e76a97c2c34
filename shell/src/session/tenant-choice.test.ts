import { describe, expect, it } from 'vitest'
import { describeError } from '../lib/describe-error'
import { $tenantChoice, askTenant, TenantChoiceCancelled } from './tenant-choice'

describe('tenant choice', () => {
  it('resolves to the tenant picked', async () => {
    const asked = askTenant([{ tenantId: 't1', tenantName: 'One' }])
    $tenantChoice.get()!.pick('t1')
    expect(await asked).toBe('t1')
    expect($tenantChoice.get()).toBeNull()
  })

  it('rejects with TenantChoiceCancelled when the user goes back; its text says the sign-in was cancelled', async () => {
    const asked = askTenant([{ tenantId: 't1', tenantName: 'One' }])
    $tenantChoice.get()!.cancel()
    const error = await asked.catch((e: unknown) => e)
    expect(error).toBeInstanceOf(TenantChoiceCancelled)
    expect((error as Error).name).toBe('TenantChoiceCancelled')
    expect(describeError(error, (key) => key)).toBe('login.tenantCancelled')
  })
})
