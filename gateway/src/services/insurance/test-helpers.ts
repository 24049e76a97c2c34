import { startTestGateway, type TestGateway } from '../../testing/test-gateway'

export const P = '/gateway/insurance/web'
export const en = { 'accept-language': 'en' }

/** A row of the bases list. */
export interface Row {
  employeeId: number
  name: string
  jobNumber: string
  schemeId: number | null
  schemeName: string | null
  base: string | null
  effectiveMonth: string | null
}

/** A test gateway with HR, a staff member and another tenant's administrator signed in, and two sales units. */
export interface BaseGateway {
  gateway: TestGateway
  hr: string
  staff: string
  other: string
  eastSales: number
  hangzhouSales: number
  /** The bases list (200 rows a page unless asked), as HR unless a token is given. */
  list: (body: object, token?: string) => Promise<any>
  /** The id of tenant 1's unit of that name. */
  organId: (name: string) => Promise<number>
}

export async function startBaseGateway(): Promise<BaseGateway> {
  const gateway = await startTestGateway()
  const organId = async (name: string) =>
    (
      await gateway.ctx.db
        .selectFrom('organ')
        .select('id')
        .where('tenant_id', '=', 1)
        .where('name', '=', name)
        .executeTakeFirstOrThrow()
    ).id
  const hr = await gateway.login('hr', 'Hr@123456789')
  const staff = await gateway.login('staff', 'Staff@12345')
  const other = await gateway.login('admin', 'Admin@12345', { tenantId: 2 })
  const eastSales = await organId('华东销售部')
  const hangzhouSales = await organId('杭州销售组')
  const list = async (body: object, token = hr) =>
    (await gateway.post(`${P}/base/list`, { rows: 200, ...body }, token)).body
  return { gateway, hr, staff, other, eastSales, hangzhouSales, list, organId }
}
