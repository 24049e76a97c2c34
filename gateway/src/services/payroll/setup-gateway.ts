import { startTestGateway, type TestGateway } from '../../testing/test-gateway'
import { insertFixtureRows } from '../people'

const S = '/gateway/salary/web'
export const en = { 'accept-language': 'en' }

/**
 * A test gateway for the payroll set-up: the cost centre CC-NEW in the tenant's dictionary, HR signed in, and the staff
 * account signed in as a payroll reader (a role that reads profiles, 8203, without changing them, 820301).
 */
export async function startSetupGateway() {
  const gateway: TestGateway = await startTestGateway()
  // Cost centres are values of the tenant's cost centre dictionary (services/masterdata): the ones these tests choose.
  await gateway.ctx.db
    .insertInto('dict_item')
    .values(
      ['CC-NEW'].map((code, i) => ({
        tenant_id: 1,
        category: 'costCentre',
        code,
        name_zh: code,
        name_en: code,
        sort: 100 + i,
        enabled: 1,
        updated_by: null,
        updated_at: 0,
      })),
    )
    .execute()
  const db = gateway.ctx.db
  await db.insertInto('role').values({ id: 900, tenant_id: 1, name: 'Payroll reader', description: '' }).execute()
  await db.insertInto('role_function').values({ role_id: 900, function_id: '8203' }).execute()
  await insertFixtureRows(db, 'user_role', [{ user_id: 2, role_id: 900 }])
  const hr = await gateway.login('hr', 'Hr@123456789')
  const reader = await gateway.login('staff', 'Staff@12345')
  /** The answer of a salary route, called by HR unless another token is given. */
  const post = async (path: string, body: unknown, token = hr, headers?: Record<string, string>) =>
    (await gateway.post(`${S}${path}`, body, token, headers)).body
  return { gateway, hr, reader, post }
}

export type SetupGateway = Awaited<ReturnType<typeof startSetupGateway>>
