import { expect } from 'vitest'
import { startTestGateway } from '../../testing/test-gateway'

export const O = '/gateway/joyhr/web/outsourcing'
export const EN = { 'accept-language': 'en' }

export const MORNING = Date.parse('2026-03-11T01:00:00Z')
export const EVENING = Date.parse('2026-03-11T10:00:00Z')
export const NEXT_DAY = Date.parse('2026-03-12T02:00:00Z')
export const APRIL = Date.parse('2026-04-02T02:00:00Z')

export const provider = {
  name: 'Swift Staffing',
  contactName: 'Ms Lin',
  contactPhone: '13911112222',
  contractFrom: '2026-01-01',
  contractTo: '2026-12-31',
}
export const worker = (providerId: number, n: number) => ({
  providerId,
  name: `Worker ${n}`,
  idNumber: `11010119900307${String(n).padStart(3, '0')}X`,
  mobile: `1390000${String(n).padStart(4, '0')}`,
})

/** A test gateway at MORNING with HR and staff signed in, the staff member's department, and the calls of the tests. */
export async function startOutsourcingGateway() {
  const gateway = await startTestGateway()
  gateway.setNow(MORNING)
  let hr: string
  const [firstHr, staff] = await Promise.all([
    gateway.login('hr', 'Hr@123456789', { tenantId: 1 }),
    gateway.login('staff', 'Staff@12345'),
  ])
  hr = firstHr
  const user = await gateway.ctx.db
    .selectFrom('app_user')
    .innerJoin('employee', 'employee.id', 'app_user.employee_id')
    .select('employee.organ_id')
    .where('app_user.user_name', '=', 'staff')
    .executeTakeFirstOrThrow()
  const call = async (path: string, body: object, token?: string) =>
    (await gateway.post(`${O}/${path}`, body, token ?? hr, EN)).body
  const result = async (path: string, body: object, token?: string) => {
    const answer = await call(path, body, token)
    expect(answer.code, `${path}: ${JSON.stringify(answer)}`).toBe(0)
    return answer.result
  }
  /** Moves the clock (sessions idle out over hours): HR signs in again. */
  const at = async (time: number) => {
    gateway.setNow(time)
    hr = await gateway.login('hr', 'Hr@123456789', { tenantId: 1 })
  }
  const punch = async (account: string, time: number) => {
    gateway.setNow(time)
    const token = await gateway.login(account, 'Worker@12345')
    const answer = (await gateway.post('/gateway/kaoqin/web/clockIn/punch', { reason: 'At the client site' }, token))
      .body
    expect(answer.code, JSON.stringify(answer)).toBe(0)
    return answer.result
  }
  return { gateway, staff, organId: user.organ_id, call, result, at, punch, hr: () => hr }
}

export type OutsourcingGateway = Awaited<ReturnType<typeof startOutsourcingGateway>>

/**
 * A provider billing by the day and one by the hour, each with a worker who has an account (os-one, os-two), both
 * assigned to the staff member's department from 1 March (os-two to the end of March).
 */
export async function hireWorkers({ result, organId }: OutsourcingGateway) {
  const dayProvider: number = (await result('provider/save', { ...provider, rateUnit: 'day', rate: '300.50' })).id
  const hourProvider: number = (
    await result('provider/save', { ...provider, name: 'Hourly Help', rateUnit: 'hour', rate: '45.5' })
  ).id
  const one = (
    await result('worker/save', {
      ...worker(dayProvider, 1),
      skills: 'forklift， warehouse,forklift',
      account: { userName: 'os-one', password: 'Worker@12345' },
    })
  ).id
  const two = (
    await result('worker/save', {
      ...worker(hourProvider, 2),
      account: { userName: 'os-two', password: 'Worker@12345' },
    })
  ).id
  await result('assignment/save', { workerId: one, organId, from: '2026-03-01' })
  await result('assignment/save', { workerId: two, organId, from: '2026-03-01', to: '2026-03-31' })
  return { dayProvider, hourProvider }
}
