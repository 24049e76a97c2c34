import { applyFor } from '../../testing/recruit'
import { startTestGateway, type TestGateway } from '../../testing/test-gateway'

export const P = '/gateway/recruit/web'
export const en = { 'accept-language': 'en' }
export const DAY = 24 * 60 * 60 * 1000

/** A position of the job/positions list. */
export type Position = { id: number; organId: number; open: number; headcount: number; staff: number }

/** A test gateway with HR, the manager (the approver) and a staff member signed in. */
export interface RecruitGateway {
  gateway: TestGateway
  hr: string
  manager: string
  staff: string
  db: () => TestGateway['ctx']['db']
  /** Tenant 1's candidate of that name. */
  candidateNamed: (name: string) => ReturnType<typeof candidateQuery>
  /** The manager approves the workflow request. */
  approve: (instanceId: string) => ReturnType<TestGateway['post']>
}

const candidateQuery = (gateway: TestGateway, name: string) =>
  gateway.ctx.db
    .selectFrom('recruit_candidate')
    .selectAll()
    .where('tenant_id', '=', 1)
    .where('name', '=', name)
    .executeTakeFirstOrThrow()

export async function startRecruitGateway(): Promise<RecruitGateway> {
  const gateway = await startTestGateway()
  const hr = await gateway.login('hr', 'Hr@123456789')
  const manager = await gateway.login('manager', 'Manager@12345')
  const staff = await gateway.login('staff', 'Staff@12345')
  return {
    gateway,
    hr,
    manager,
    staff,
    db: () => gateway.ctx.db,
    candidateNamed: (name) => candidateQuery(gateway, name),
    approve: (instanceId) =>
      gateway.post('/gateway/workflow/web/approveForm/resolve', { instanceId, comment: 'ok' }, manager),
  }
}

/** HR's opening 'Frontend engineer' for a position with open headcount, approved; answers it and the position. */
export async function openFrontendJob(at: RecruitGateway): Promise<{ jobId: number; position: Position }> {
  const { gateway, hr } = at
  const positions = (await gateway.post(`${P}/job/positions`, {}, hr)).body.result as Position[]
  const position = positions.find((p) => p.open > 0)!
  const raised = (
    await gateway.post(
      `${P}/job/save`,
      { gangweiId: position.id, title: 'Frontend engineer', description: 'React and TypeScript', vacancies: 1 },
      hr,
    )
  ).body.result
  if ((await at.approve(raised.instanceId)).body.code !== 0) throw new Error('the opening was not approved')
  return { jobId: raised.id, position }
}

/**
 * Lin Yi applies on the careers page and HR moves them to screening; HR adds a referral of the same person (by
 * e-mail), who stays applied.
 */
export async function screenLinYi(at: RecruitGateway, jobId: number): Promise<void> {
  const who = { jobId, name: 'Lin Yi', phone: '13912345678', email: 'Lin.Yi@example.com' }
  const applied = await applyFor(at.gateway, { ...who, captchaToken: await at.gateway.captchaPass() })
  if (applied.code !== 0) throw new Error(`the application was refused: ${applied.code}`)
  const { id } = await at.candidateNamed('Lin Yi')
  const moved = await at.gateway.post(`${P}/candidate/move`, { id, stage: 'screening' }, at.hr)
  if (moved.body.code !== 0) throw new Error(`the move was refused: ${moved.body.code}`)
  const referral = (await at.gateway.post(`${P}/channel/list`, {}, at.hr)).body.result.find(
    (c: { kind: string }) => c.kind === 'referral',
  )
  const added = await at.gateway.post(
    `${P}/candidate/add`,
    { jobId, channelId: referral.id, name: 'Lin Yi (referred)', phone: '13700000099', email: 'lin.yi@example.com' },
    at.hr,
  )
  if (added.body.code !== 0) throw new Error(`the referral was refused: ${added.body.code}`)
}

/** HR moves Lin Yi on to the interview stage (where an interview scheduled for them leaves them). */
export async function interviewLinYi(at: RecruitGateway): Promise<void> {
  const { id } = await at.candidateNamed('Lin Yi')
  const moved = await at.gateway.post(`${P}/candidate/move`, { id, stage: 'interview' }, at.hr)
  if (moved.body.code !== 0) throw new Error(`the move was refused: ${moved.body.code}`)
}
