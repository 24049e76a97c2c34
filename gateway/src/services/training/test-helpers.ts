import { expect } from 'vitest'
import { startTestGateway, type TestGateway } from '../../testing/test-gateway'
import { PNG, uploadFile } from '../../testing/uploads'

export const EN = { 'accept-language': 'en' }
export const DAY = 86_400_000
/** An audience of nobody. */
export const none = { organIds: [], zhiweiIds: [], employeeIds: [] }

/** A test gateway at Monday 2 March 2026, 10:00 in Shanghai, with tenant 1's and tenant 2's people signed in. */
export interface TrainingGateway {
  gateway: TestGateway
  hr: string
  staff: string
  manager: string
  adminTwo: string
  hrTwo: string
  start: number
  /** The unit of the staff member (employee 12). */
  staffOrgan: number
  /** Posts to a message-service route in English and answers the body. */
  call: (path: string, body: object, token: string) => Promise<any>
  /** The result of a route that must succeed. */
  result: (path: string, body: object, token: string) => Promise<any>
}

export async function startTrainingGateway(): Promise<TrainingGateway> {
  const gateway = await startTestGateway()
  const start = Date.UTC(2026, 2, 2, 2, 0, 0)
  gateway.setNow(start)
  const hr = await gateway.login('hr', 'Hr@123456789', { tenantId: 1 })
  const staff = await gateway.login('staff', 'Staff@12345')
  const manager = await gateway.login('manager', 'Manager@12345')
  const adminTwo = await gateway.login('admin', 'Admin@12345', { tenantId: 2 })
  const hrTwo = await gateway.login('hr', 'Hr@123456789', { tenantId: 2 })
  const staffOrgan = (
    await gateway.ctx.db.selectFrom('employee').select('organ_id').where('id', '=', 12).executeTakeFirstOrThrow()
  ).organ_id
  const call = async (path: string, body: object, token: string) =>
    (await gateway.post(`/gateway/message/web/${path}`, body, token, EN)).body
  const result = async (path: string, body: object, token: string) => {
    const answer = await call(path, body, token)
    expect(answer.code, `${path}: ${JSON.stringify(answer)}`).toBe(0)
    return answer.result
  }
  return { gateway, hr, staff, manager, adminTwo, hrTwo, start, staffOrgan, call, result }
}

/** HR's course 'Fire safety' with a file of HR's file centre among its materials. */
export async function saveFireCourse({ gateway, hr, result }: TrainingGateway) {
  const fileId: string = (await uploadFile(gateway, hr, 'fire-drill.png', PNG)).result.id
  const materials = [{ kind: 'file', fileId, name: 'x' }]
  const { id } = await result('training/course/save', { title: 'Fire safety', summary: 'Yearly', materials }, hr)
  return { fileId, courseId: id as number }
}
