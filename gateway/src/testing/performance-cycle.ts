import { hashPassword } from '../core/auth/password'
import type { TestGateway } from './test-gateway'
import { insertFixtureRows } from '../services/personnel'

const P = '/gateway/performance/web'

/** A cycle's fields as the save route takes them, for the year 2026 with a 20 / 70 / 10 target. */
export const CYCLE_2026 = {
  name: '2026 annual review',
  kind: 'annual',
  period: '2026',
  startDate: '2026-01-01',
  goalsDue: '2026-02-15',
  selfDue: '2026-11-30',
  managerDue: '2026-12-10',
  calibrationDue: '2026-12-20',
  endDate: '2026-12-31',
  targetTop: 20,
  targetMiddle: 70,
  targetBottom: 10,
}

/** Posts to a performance route and answers the envelope's result; throws with the envelope when it is refused. */
export async function perfCall(gateway: TestGateway, path: string, body: object, token: string): Promise<any> {
  const answer = await gateway.post(`${P}/${path}`, body, token)
  if (answer.body.code !== 0) throw new Error(`${path}: ${JSON.stringify(answer.body)}`)
  return answer.body.result
}

/**
 * A cycle of `employeeId` alone (the department added, everyone else removed), moved on to `phase` by `hr`; when the
 * cycle reaches it, the person has set goals (60 / 40), reviewed themselves, and their manager (`manager`) rated them.
 */
export async function cycleOfOne(
  gateway: TestGateway,
  tokens: { hr: string; person: string; manager: string },
  employeeId: number,
  phase: 'goals' | 'self' | 'manager' | 'calibration',
  rating = 'top',
): Promise<{ cycleId: number; goalIds: number[] }> {
  const call = (path: string, body: object, token = tokens.hr) => perfCall(gateway, path, body, token)
  const { id: cycleId } = await call('cycle/save', CYCLE_2026)
  const { organ_id: organId } = await gateway.ctx.db
    .selectFrom('employee')
    .select('organ_id')
    .where('id', '=', employeeId)
    .executeTakeFirstOrThrow()
  await call('cycle/addDepartments', { cycleId, organIds: [organId] })
  for (const other of (await call('cycle/detail', { cycleId })).participants as Array<{ employeeId: number }>) {
    if (other.employeeId !== employeeId)
      await call('cycle/removeParticipant', { cycleId, employeeId: other.employeeId })
  }
  await call('cycle/advance', { cycleId })
  const goals = [
    { title: 'Close the quarter books', measure: 'By the 5th working day', weight: 60 },
    { title: 'Train a new colleague', measure: 'Signed off', weight: 40 },
  ]
  await call('mine/goals', { cycleId, goals, submit: true }, tokens.person)
  const goalIds = ((await call('mine/detail', { cycleId }, tokens.person)).review.goals as Array<{ id: number }>).map(
    (goal) => goal.id,
  )
  if (phase === 'goals') return { cycleId, goalIds }
  await call('cycle/advance', { cycleId })
  await call(
    'mine/selfReview',
    { cycleId, scores: goalIds.map((goalId) => ({ goalId, score: 4 })), comment: 'A good year' },
    tokens.person,
  )
  if (phase === 'self') return { cycleId, goalIds }
  await call('cycle/advance', { cycleId })
  await call(
    'team/submit',
    { cycleId, employeeId, scores: goalIds.map((goalId) => ({ goalId, score: 5 })), comment: 'Strong work', rating },
    tokens.manager,
  )
  if (phase === 'manager') return { cycleId, goalIds }
  await call('cycle/advance', { cycleId })
  return { cycleId, goalIds }
}

/** An account with the Staff role (tenant 1) for an employee, signed in: a colleague of the demo staff member. */
export async function staffAccountFor(gateway: TestGateway, employeeId: number, userName: string): Promise<string> {
  const db = gateway.ctx.db
  const { hash, salt } = await hashPassword('Colleague@12345')
  const { top } = await db
    .selectFrom('app_user')
    .select((eb) => eb.fn.max('id').as('top'))
    .executeTakeFirstOrThrow()
  const id = Number(top) + 100
  await insertFixtureRows(db, 'app_user', [
    {
      id,
      user_name: userName,
      real_name: userName,
      password_hash: hash,
      password_salt: salt,
      phone: `139${String(id).padStart(8, '0')}`,
      email: `${userName}@demo-co.example`,
      tenant_id: 1,
      company_id: 1,
      employee_id: employeeId,
      is_super: 0,
      perm_version: 1,
      head_url: '',
    },
  ])
  await insertFixtureRows(db, 'user_tenant', [{ user_id: id, tenant_id: 1 }])
  const staffRole = await db
    .selectFrom('role')
    .select('id')
    .where('tenant_id', '=', 1)
    .where('name_en', '=', 'Staff')
    .executeTakeFirstOrThrow()
  await insertFixtureRows(db, 'user_role', [{ user_id: id, role_id: staffRole.id }])
  return gateway.login(userName, 'Colleague@12345')
}
