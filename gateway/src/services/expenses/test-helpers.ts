import { expect } from 'vitest'
import { startTestGateway } from '../../testing/test-gateway'
import { uploadFile } from '../../testing/uploads'

export const E = '/gateway/salary/web/expense'
export const FORM = '/gateway/workflow/web/approveForm'
export const EN = { 'accept-language': 'en' }
const DAY_MS = 86_400_000

/** A day `daysAgo` days before the gateway's clock (China time), YYYY-MM-DD. */
export const daysAgo = (now: number, days: number) =>
  new Date(now + 8 * 3_600_000 - days * DAY_MS).toISOString().slice(0, 10)

/**
 * A test gateway with `staff` (claims), `manager` (staff's line manager) and `hr` (HR Manager: finance's expense
 * functions) signed in, and the calls of the tests: `call` answers the envelope, `result` its result (code 0 asserted).
 */
export async function startExpensesGateway() {
  const gateway = await startTestGateway()
  const [staff, manager, hr] = await Promise.all([
    gateway.login('staff', 'Staff@12345'),
    gateway.login('manager', 'Manager@12345'),
    gateway.login('hr', 'Hr@123456789', { tenantId: 1 }),
  ])
  const call = async (path: string, body: object, token: string) =>
    (await gateway.post(`${E}/${path}`, body, token, EN)).body
  const result = async (path: string, body: object, token: string) => {
    const answer = await call(path, body, token)
    expect(answer.code, `${path}: ${JSON.stringify(answer)}`).toBe(0)
    return answer.result
  }
  const decide = async (event: 'resolve' | 'reject', instanceId: string, token: string) => {
    const answer = (await gateway.post(`${FORM}/${event}`, { instanceId, comment: 'ok' }, token, EN)).body
    expect(answer.code, JSON.stringify(answer)).toBe(0)
    return answer.result
  }
  const upload = async (token: string, name: string, content: Buffer) => {
    const answer = await uploadFile(gateway, token, name, content, { accept: 'any' })
    expect(answer.code, JSON.stringify(answer)).toBe(0)
    return answer.result.id as string
  }
  const day = (days: number) => daysAgo(gateway.ctx.now(), days)
  return { gateway, staff, manager, hr, call, result, decide, upload, day }
}

export type ExpensesGateway = Awaited<ReturnType<typeof startExpensesGateway>>
