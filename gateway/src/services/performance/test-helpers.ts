import { perfCall, staffAccountFor } from '../../testing/performance-cycle'
import { startTestGateway, type TestGateway } from '../../testing/test-gateway'

export const P = '/gateway/performance/web'
export const en = { 'accept-language': 'en' }

/** A test gateway with HR, the staff account (a department head), its manager and a colleague of its department. */
export interface CycleGateway {
  gateway: TestGateway
  hr: string
  staff: string
  manager: string
  colleague: string
  staffEmp: number
  colleagueEmp: number
  /** Posts to a performance route and answers the reply. */
  post: (path: string, body: object, token: string, headers?: Record<string, string>) => ReturnType<TestGateway['post']>
  /** The result of a performance route that must succeed (as HR unless a token is given). */
  call: (path: string, body: object, token?: string) => ReturnType<typeof perfCall>
}

export async function startCycleGateway(): Promise<CycleGateway> {
  const gateway = await startTestGateway()
  const hr = await gateway.login('hr', 'Hr@123456789')
  const staff = await gateway.login('staff', 'Staff@12345')
  const manager = await gateway.login('manager', 'Manager@12345')
  const db = gateway.ctx.db
  const person = await db
    .selectFrom('app_user')
    .innerJoin('employee', 'employee.id', 'app_user.employee_id')
    .select(['employee.id', 'employee.organ_id', 'employee.manager_id'])
    .where('app_user.user_name', '=', 'staff')
    .executeTakeFirstOrThrow()
  const staffEmp = person.id
  // A colleague in the same department (who reports to staff, its head), without an account yet.
  const other = await db
    .selectFrom('employee')
    .select('id')
    .where('tenant_id', '=', 1)
    .where('organ_id', '=', person.organ_id)
    .where('status', '=', 1)
    .where('id', '!=', staffEmp)
    .where(
      'id',
      'not in',
      db
        .selectFrom('app_user')
        .select('employee_id')
        .where('employee_id', 'is not', null)
        .$narrowType<{ employee_id: number }>(),
    )
    .orderBy('id')
    .executeTakeFirstOrThrow()
  const colleagueEmp = other.id
  const colleague = await staffAccountFor(gateway, colleagueEmp, 'colleague')
  const post: CycleGateway['post'] = (path, body, token, headers) => gateway.post(`${P}/${path}`, body, token, headers)
  const call: CycleGateway['call'] = (path, body, token = hr) => perfCall(gateway, path, body, token)
  return { gateway, hr, staff, manager, colleague, staffEmp, colleagueEmp, post, call }
}
