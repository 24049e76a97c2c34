import { expect } from '@playwright/test'
import { gateway } from './api'
import { approveAll } from './approve-all'

/**
 * A month's payroll run of the demo group over the API: created, calculated, submitted, approved by `approvers`
 * (session tokens, HR's first) and published. Its attendance must be locked. Answers the run's id.
 */
export async function paidRun(shell: string, month: string, approvers: string[]): Promise<number> {
  const call = async <T>(path: string, body: Record<string, unknown>) => {
    const answer = await gateway<T>(shell, path, body, approvers[0])
    expect(answer, `${path}: ${answer.msg}`).toMatchObject({ code: 0 })
    return answer.result as T
  }
  const { id } = await call<{ id: number }>('/salary/web/run/create', { groupId: 1, month })
  await call('/salary/web/run/calculate', { id })
  await payRun(shell, id, approvers)
  return id
}

/** A calculated run submitted, approved by `approvers` (HR's first) and published over the API. */
export async function payRun(shell: string, id: number, approvers: string[]) {
  const submitted = await gateway<{ instanceId: string }>(shell, '/salary/web/run/submit', { id }, approvers[0])
  expect(submitted.code, submitted.msg).toBe(0)
  await approveAll(shell, submitted.result!.instanceId, approvers)
  expect((await gateway(shell, '/salary/web/run/publish', { id }, approvers[0])).code).toBe(0)
}
