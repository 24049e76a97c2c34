import type { TestGateway } from '../../../testing/test-gateway'
import { startRecordsGateway, type RecordsGateway } from '../records/test-helpers'

/** A task of a template as the tests write it: a task of the HR Manager role due on the entry date unless told. */
export const taskOf = (title: string, more: Record<string, unknown> = {}) => ({
  title,
  description: '',
  ownerType: 'role',
  ownerId: 1,
  offsetDays: 0,
  kind: 'task',
  docType: null,
  fields: [],
  ...more,
})

/** A test gateway without the demo's templates, with HR's and a staff member's sessions and an onboarding helper. */
export async function startOnboardingGateway(): Promise<
  RecordsGateway & {
    hire: (jobNumber: string, placement: { id: number; organ_id: number }, entryDate?: string) => Promise<number>
  }
> {
  const kit = await startRecordsGateway()
  await kit.gateway.ctx.db.deleteFrom('onboarding_template_task').execute()
  await kit.gateway.ctx.db.deleteFrom('onboarding_template').execute()
  let mobile = 13900000000
  const hire = async (jobNumber: string, placement: { id: number; organ_id: number }, entryDate = '2026-12-01') => {
    mobile += 1
    const values = {
      name: `Hire ${jobNumber}`,
      jobNumber,
      mobile: String(mobile),
      organ: placement.organ_id,
      gangwei: placement.id,
      entryDate,
    }
    const done = await kit.post('entryUser/onboard', { values })
    if (done.code !== 0) throw new Error(`onboarding failed: ${JSON.stringify(done)}`)
    return done.result.id as number
  }
  return { ...kit, hire }
}

/** The hire's tasks as the database keeps them, by title. */
export const tasksOf = (gateway: TestGateway, employeeId: number) =>
  gateway.ctx.db
    .selectFrom('onboarding_task')
    .selectAll()
    .where('employee_id', '=', employeeId)
    .orderBy('title')
    .execute()
