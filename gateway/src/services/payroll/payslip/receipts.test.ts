import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestGateway, type TestGateway } from '../../../testing/test-gateway'
import { insertRun } from './testing'

const R = (name: string) => `/gateway/salary/web/payslipReceipts/${name}`
const P = (name: string) => `/gateway/salary/web/payslip/${name}`

describe('payslip receipts', () => {
  let gateway: TestGateway
  let staff: string
  let hr: string
  let people: Array<{ id: number; organ_id: number; job_number: string }>
  beforeAll(async () => {
    gateway = await startTestGateway()
    staff = await gateway.login('staff', 'Staff@12345')
    hr = await gateway.login('hr', 'Hr@123456789')
    const db = gateway.ctx.db
    const self = await db
      .selectFrom('employee')
      .select(['id', 'organ_id', 'job_number'])
      .where('id', '=', 12)
      .executeTakeFirstOrThrow()
    const others = await db
      .selectFrom('employee')
      .select(['id', 'organ_id', 'job_number'])
      .where('tenant_id', '=', 1)
      .where('id', 'not in', [12, 40])
      .orderBy('id')
      .limit(2)
      .execute()
    people = [self, ...others]
    await insertRun(
      db,
      { tenantId: 1, id: 1, month: '2026-01', status: 'published' },
      people.map((p) => ({ employeeId: p.id, organId: p.organ_id })),
    )
    await insertRun(
      db,
      { tenantId: 1, id: 2, month: '2026-02', status: 'locked' },
      people.map((p) => ({ employeeId: p.id, organId: p.organ_id })),
    )
  }, 60_000)
  afterAll(() => gateway.close())

  it('shows payroll who viewed, confirmed and asked, and tells the asker when a question is answered', async () => {
    const grant = (await gateway.post(P('verify'), { password: 'Staff@12345' }, staff)).body.result.grant
    await gateway.post(P('confirm'), { runId: 1, grant }, staff)
    await gateway.post(P('ask'), { runId: 1, grant, question: 'Is the meal allowance taxed?' }, staff)
    const runs = (await gateway.post(R('runs'), {}, hr)).body.result.runs
    expect(runs).toEqual([
      {
        runId: 1,
        month: '2026-01',
        groupName: expect.any(String),
        publishedAt: expect.any(Number),
        people: 3,
        viewed: 1,
        confirmed: 1,
        open: 1,
      },
    ])
    const list = (await gateway.post(R('list'), { runId: 1 }, hr)).body.result
    const mine = list.people.find((p: { employeeId: number }) => p.employeeId === 12)
    expect(mine).toMatchObject({
      viewedAt: expect.any(Number),
      confirmedAt: expect.any(Number),
      questions: [{ question: 'Is the meal allowance taxed?', answer: null }],
    })
    expect(list.people.filter((p: { confirmedAt: number | null }) => p.confirmedAt === null)).toHaveLength(2)
    expect(JSON.stringify(list)).not.toMatch(/12454|net/)
    // An unpublished run has no receipts.
    expect((await gateway.post(R('list'), { runId: 2 }, hr)).body.code).toBe(410960)

    const questionId = mine.questions[0].id
    expect((await gateway.post(R('answer'), { questionId, answer: 'Yes, with the salary.' }, hr)).body.code).toBe(0)
    expect((await gateway.post(R('answer'), { questionId, answer: 'Again' }, hr)).body.code).toBe(410956)
    const told = await gateway.ctx.db
      .selectFrom('notice')
      .innerJoin('notice_receipt', 'notice_receipt.notice_id', 'notice.id')
      .select(['notice.title', 'notice.link', 'notice_receipt.user_id'])
      .where('notice.source_app', '=', 'salary')
      .where('notice_receipt.user_id', '=', 2)
      .execute()
    expect(told).toHaveLength(1)
    expect(told[0].title).toContain('answered')
    // It opens the asker's payslip of the run.
    expect(told[0].link).toBe('/portal/salary/payslips/1')
    const detail = (await gateway.post(P('detail'), { runId: 1, grant }, staff)).body.result
    expect(detail.questions).toMatchObject([
      { question: 'Is the meal allowance taxed?', answer: 'Yes, with the salary.', answeredAt: expect.any(Number) },
    ])
  })

  it('refuses the receipts without 8222, answers without 822201, and people outside the data range', async () => {
    expect((await gateway.post(R('runs'), {}, staff)).body.code).toBe(403001)
    expect((await gateway.post(R('list'), { runId: 1 }, staff)).body.code).toBe(403001)
    expect((await gateway.post(R('answer'), { questionId: 1, answer: 'x' }, staff)).body.code).toBe(403001)
    // hr keeps the receipts page but loses 'answer questions'.
    await gateway.ctx.db
      .deleteFrom('role_function')
      .where('role_id', '=', 1)
      .where('function_id', '=', '822201')
      .execute()
    try {
      const again = await gateway.login('hr', 'Hr@123456789')
      expect((await gateway.post(R('runs'), {}, again)).body.code).toBe(0)
      expect((await gateway.post(R('answer'), { questionId: 1, answer: 'x' }, again)).body.code).toBe(403001)
    } finally {
      await gateway.ctx.db.insertInto('role_function').values({ role_id: 1, function_id: '822201' }).execute()
    }
    // With the data range 'self', hr sees no one of the run and cannot answer their questions.
    await gateway.ctx.db
      .updateTable('role_data_range')
      .set({ data_range: 'self' })
      .where('tenant_id', '=', 1)
      .where('role_id', '=', 1)
      .execute()
    try {
      const narrow = await gateway.login('hr', 'Hr@123456789')
      expect((await gateway.post(R('runs'), {}, narrow)).body.result.runs[0]).toMatchObject({ people: 0, viewed: 0 })
      expect((await gateway.post(R('list'), { runId: 1 }, narrow)).body.result.people).toEqual([])
      const grant = (await gateway.post(P('verify'), { password: 'Staff@12345' }, staff)).body.result.grant
      const asked = (await gateway.post(P('ask'), { runId: 1, grant, question: 'Another one' }, staff)).body.result
      expect((await gateway.post(R('answer'), { questionId: asked.id, answer: 'x' }, narrow)).body.code).toBe(410955)
    } finally {
      await gateway.ctx.db
        .updateTable('role_data_range')
        .set({ data_range: 'all' })
        .where('tenant_id', '=', 1)
        .where('role_id', '=', 1)
        .execute()
    }
  })

  it('leaves pay data out of the search: amounts, questions and answers find nothing, for staff or payroll', async () => {
    const search = async (token: string, keyword: string) => {
      const answer = await gateway.post('/gateway/joyhr/web/globalSearch', { keyword }, token)
      expect(answer.body.code, JSON.stringify(answer.body)).toBe(0)
      return (answer.body.result.groups as Array<{ items: Array<{ title: string; snippet: string }> }>).flatMap(
        (group) => group.items,
      )
    }
    // The question and its answer exist (first test): the notices they sent are indexed, their words and the figures are not.
    expect(await gateway.ctx.db.selectFrom('payslip_question').select('id').execute()).not.toHaveLength(0)
    for (const token of [staff, hr]) {
      for (const keyword of [
        '12454.78',
        '12,454.78',
        '689.66',
        '16000',
        'meal allowance',
        'taxed',
        'salary.',
        'Base pay',
      ]) {
        expect(await search(token, keyword), keyword).toEqual([])
      }
    }
    // What the staff member finds of the run is the notice of the answer: the month, no figures.
    const found = await search(staff, 'Payslip question')
    expect(found.length).toBeGreaterThan(0)
    expect(JSON.stringify(found)).not.toMatch(/12454|12,454|689|16000|allowance|taxed/)
    // The payroll app's menu pages are searchable by their names; nothing else of it is.
    const docs = await gateway.ctx.db
      .selectFrom('search_doc')
      .select(['kind', 'title', 'body', 'app_code'])
      .where('kind', '!=', 'menu')
      .execute()
    expect(
      docs.filter(
        (doc) => doc.app_code === 'salary' || /12454|12,454\.78|allowance is|taxed/.test(`${doc.title} ${doc.body}`),
      ),
    ).toEqual([])
  })
})
