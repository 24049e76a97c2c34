import { afterAll, beforeAll } from 'vitest'
import { startTestGateway, type TestGateway } from '../testing/test-gateway'

export interface Tenants {
  gateway: TestGateway
  /** The admin's session in tenant 1 and in tenant 2. */
  one: string
  two: string
}

/** A test gateway for the describe block that calls this, with the admin signed in to tenants 1 and 2, and helpers. */
export function tenantsSuite() {
  let tenants: Tenants | undefined
  const current = (): Tenants => {
    if (!tenants) throw new Error('tenantsSuite: the gateway has not started (call it inside a describe block)')
    return tenants
  }
  beforeAll(async () => {
    const gateway = await startTestGateway()
    tenants = {
      gateway,
      one: await gateway.login('admin', 'Admin@12345', { tenantId: 1 }),
      two: await gateway.login('admin', 'Admin@12345', { tenantId: 2 }),
    }
  })
  afterAll(() => tenants?.gateway.close())

  const post = (path: string, body: unknown, token: string, headers?: Record<string, string>) =>
    current().gateway.post(`/gateway${path}`, body, token, headers)
  return {
    tenants: current,
    post,
    /** Headers of a call from the shell's origin (the audit, performance and tracking batches need them). */
    shell: () => ({ origin: current().gateway.ctx.config.shellOrigin }),
    /** The staff ids the session's staff list shows. */
    staffIds: async (token: string) =>
      (
        (await post('/ums/web/entryUser/getUserPage', { rows: 200 }, token)).body.result.rows as Array<{ id: number }>
      ).map((r) => r.id),
  }
}
