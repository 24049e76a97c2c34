import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { CYCLE_2026 } from '../../testing/performance-cycle'
import type { TestGateway } from '../../testing/test-gateway'
import { en, type CycleGateway, startCycleGateway } from './test-helpers'

describe('performance: a review cycle from goals to acknowledgement', () => {
  let gateway: TestGateway
  let hr: string
  let staff: string
  let manager: string
  let colleague: string
  let staffEmp: number
  let colleagueEmp: number
  let post: CycleGateway['post']
  let call: CycleGateway['call']

  beforeAll(async () => {
    ;({ gateway, hr, staff, manager, colleague, staffEmp, colleagueEmp, post, call } = await startCycleGateway())
  })
  afterAll(() => gateway.close())

  it('refuses a cycle whose period, phase dates or target distribution are wrong', async () => {
    expect((await post('cycle/save', { ...CYCLE_2026, targetBottom: 20 }, hr, en)).body).toEqual({
      code: 411703,
      msg: 'The target shares of the three ratings must add up to 100',
    })
    expect((await post('cycle/save', { ...CYCLE_2026, selfDue: '2026-01-31' }, hr)).body.code).toBe(411702)
    expect((await post('cycle/save', { ...CYCLE_2026, kind: 'quarterly' }, hr)).body.code).toBe(411704)
    expect((await post('cycle/save', { ...CYCLE_2026, kind: 'quarterly', period: '2026-Q3' }, hr)).body.code).toBe(0)
  })

  it('runs goals (weights = 100), check-ins, self review, manager review, calibration, release and acknowledgement in phase order', async () => {
    const { id: cycleId } = await call('cycle/save', CYCLE_2026)
    const { organ_id: organId, manager_id: managerEmp } = await gateway.ctx.db
      .selectFrom('employee')
      .select(['organ_id', 'manager_id'])
      .where('id', '=', staffEmp)
      .executeTakeFirstOrThrow()
    // A cycle without participants cannot start.
    expect((await post('cycle/advance', { cycleId }, hr)).body.code).toBe(411730)
    const { added } = await call('cycle/addDepartments', { cycleId, organIds: [organId] })
    expect(added).toBeGreaterThanOrEqual(2)
    expect((await call('cycle/addDepartments', { cycleId, organIds: [organId] })).added).toBe(0)
    const detail = await call('cycle/detail', { cycleId })
    // Each participant's reviewer is their line manager from the reporting line.
    expect(detail.participants.find((p: { employeeId: number }) => p.employeeId === staffEmp)).toMatchObject({
      managerId: managerEmp,
      status: 'goals',
    })

    // A draft cycle is not open to its participants yet.
    const listed = async (token: string) =>
      (await call('mine/list', {}, token)).rows.filter((row: { cycleId: number }) => row.cycleId === cycleId)
    expect(await listed(staff)).toEqual([])
    expect((await post('mine/goals', { cycleId, goals: [], submit: false }, staff)).body.code).toBe(411706)
    expect(await call('cycle/advance', { cycleId })).toEqual({ cycleId, phase: 'goals' })
    expect(await listed(staff)).toEqual([
      { cycleId, name: CYCLE_2026.name, period: '2026', phase: 'goals', status: 'goals' },
    ])

    const goal = (title: string, weight: number) => ({ title, measure: `${title}: done`, weight })
    expect(
      (
        await post(
          'mine/goals',
          { cycleId, goals: [goal('Close the books', 60), goal('Mentor', 30)], submit: true },
          staff,
          en,
        )
      ).body,
    ).toEqual({ code: 411707, msg: 'The weights of the goals must add up to 100 (now 90)' })
    expect((await post('mine/goals', { cycleId, goals: [], submit: true }, staff)).body.code).toBe(411723)
    // A draft may be saved whatever its weights.
    expect(
      (
        await post(
          'mine/goals',
          { cycleId, goals: [goal('Close the books', 60), goal('Mentor', 30)], submit: false },
          staff,
        )
      ).body.code,
    ).toBe(0)
    expect((await post('mine/selfReview', { cycleId, scores: [], comment: '' }, staff)).body.code).toBe(411705)
    expect(
      (await post('mine/checkin', { cycleId, goalId: 1, date: '2026-03-01', progress: 10, note: 'Started' }, staff))
        .body.code,
    ).toBe(411709)
    await call('mine/goals', { cycleId, goals: [goal('Close the books', 60), goal('Mentor', 40)], submit: true }, staff)
    expect(
      (await post('mine/goals', { cycleId, goals: [goal('Close the books', 100)], submit: true }, staff)).body.code,
    ).toBe(411708)
    const goalIds = (
      (await call('mine/detail', { cycleId }, staff)).review.goals as Array<{ id: number; weight: number }>
    ).map((g) => g.id)
    expect(goalIds).toHaveLength(2)
    await call(
      'mine/checkin',
      { cycleId, goalId: goalIds[0], date: '2026-03-31', progress: 30, note: 'March closed on time' },
      staff,
    )
    expect(
      (await post('mine/checkin', { cycleId, goalId: 999, date: '2026-03-31', progress: 30, note: 'x' }, staff)).body
        .code,
    ).toBe(411717)
    expect(
      (
        await post(
          'mine/checkin',
          { cycleId, goalId: goalIds[0], date: '2027-01-05', progress: 30, note: 'x' },
          staff,
          en,
        )
      ).body,
    ).toEqual({ code: 411725, msg: 'A check-in is dated within the cycle, 2026-01-01 to 2026-12-31' })

    // The manager reviews only in the manager's phase, after the self review.
    const scores = (score: number) => goalIds.map((goalId) => ({ goalId, score }))
    const review = { cycleId, employeeId: staffEmp, scores: scores(5), comment: 'Strong year', rating: 'top' }
    expect((await post('team/submit', review, manager)).body.code).toBe(411705)
    // Goal setting ends once every participant has submitted goals: the refusal counts and names who has not.
    const refused = (await post('cycle/advance', { cycleId }, hr)).body
    expect(refused.code).toBe(411729)
    expect(refused.msg).toMatch(new RegExp(`^还有 ${added - 1} 名参与人尚未提交目标（.+）`))
    await gateway.ctx.db
      .updateTable('perf_participant')
      .set({ goals_submitted_at: gateway.ctx.now() })
      .where('tenant_id', '=', 1)
      .where('cycle_id', '=', cycleId)
      .where('employee_id', '!=', staffEmp)
      .execute()
    expect(await call('cycle/advance', { cycleId })).toEqual({ cycleId, phase: 'self' })
    expect(
      (await post('mine/goals', { cycleId, goals: [goal('Close the books', 100)], submit: false }, staff)).body.code,
    ).toBe(411705)
    expect(
      (await post('mine/selfReview', { cycleId, scores: [{ goalId: goalIds[0], score: 4 }], comment: '' }, staff)).body
        .code,
    ).toBe(411711)
    await call('mine/selfReview', { cycleId, scores: scores(4), comment: 'Books closed every month' }, staff)
    expect((await post('team/submit', review, manager)).body.code).toBe(411705)
    expect(await call('cycle/advance', { cycleId })).toEqual({ cycleId, phase: 'manager' })
    const seen = await call('team/review', { cycleId, employeeId: staffEmp }, manager)
    expect(seen.review).toMatchObject({ status: 'selfReviewed', selfComment: 'Books closed every month' })
    expect(seen.review.goals[0]).toMatchObject({
      selfScore: 4,
      checkins: [{ date: '2026-03-31', progress: 30, note: 'March closed on time' }],
    })
    // staff is the colleague's line manager; the colleague has not reviewed themselves. Another manager's reports are not reachable.
    expect((await post('team/submit', { ...review, employeeId: colleagueEmp }, staff)).body.code).toBe(411710)
    expect((await post('team/submit', { ...review, employeeId: colleagueEmp }, manager)).body.code).toBe(411706)
    await call('team/submit', review, manager)
    expect((await call('team/list', {}, manager)).rows).toContainEqual(
      expect.objectContaining({ cycleId, employeeId: staffEmp, status: 'managerReviewed', rating: 'top' }),
    )
    // Until the release the employee sees their own part only.
    const before = (await call('mine/detail', { cycleId }, staff)).review
    expect(before).toMatchObject({ status: 'managerReviewed', managerRating: null, rating: null, managerComment: '' })
    expect(before.goals[0]).toMatchObject({ selfScore: 4, managerScore: null })
    expect((await post('mine/acknowledge', { cycleId, comment: '' }, staff)).body.code).toBe(411713)

    expect(await call('cycle/advance', { cycleId })).toEqual({ cycleId, phase: 'calibration' })
    const spread = await call('calibration/spread', { cycleId })
    const department = spread.spread.departments.find((d: { organId: number }) => d.organId === organId)
    expect(department).toMatchObject({
      counts: { top: 1, middle: 0, bottom: 0 },
      percents: { top: 100 },
      deviation: { top: 80, middle: -70, bottom: -10 },
    })
    expect(department.unrated).toBe(added - 1)
    expect(spread.cycle.target).toEqual({ top: 20, middle: 70, bottom: 10 })
    expect(
      (await post('calibration/adjust', { cycleId, employeeId: staffEmp, rating: 'middle', reason: '' }, hr)).body.code,
    ).toBe(400000)
    expect(
      (
        await post(
          'calibration/adjust',
          { cycleId, employeeId: colleagueEmp, rating: 'middle', reason: 'Even out' },
          hr,
        )
      ).body.code,
    ).toBe(411724)
    await call('calibration/adjust', {
      cycleId,
      employeeId: staffEmp,
      rating: 'middle',
      reason: 'Department is over its top share',
    })
    const after = await call('calibration/spread', { cycleId })
    expect(after.spread.overall.counts).toEqual({ top: 0, middle: 1, bottom: 0 })
    expect(after.participants.find((p: { employeeId: number }) => p.employeeId === staffEmp)).toMatchObject({
      managerRating: 'top',
      rating: 'middle',
      changes: [{ from: 'top', to: 'middle', reason: 'Department is over its top share' }],
    })

    // Released only when every participant has a rating.
    expect((await post('calibration/release', { cycleId }, hr, en)).body).toEqual({
      code: 411712,
      msg: `${added - 1} participants have no rating yet: finish their reviews or remove them from the cycle`,
    })
    for (const p of (await call('cycle/detail', { cycleId })).participants as Array<{ employeeId: number }>) {
      if (p.employeeId !== staffEmp) await call('cycle/removeParticipant', { cycleId, employeeId: p.employeeId })
    }
    // The employee reads the portal in English (the shell's language of their requests): the notice is written in it.
    await post('mine/list', {}, staff, en)
    expect(await call('calibration/release', { cycleId })).toEqual({ cycleId, phase: 'released' })
    const notices = (template: string) =>
      gateway.ctx.db
        .selectFrom('notify_delivery')
        .select(['user_id', 'lang', 'subject', 'body', 'link'])
        .where('tenant_id', '=', 1)
        .where('kind', '=', 'performanceResult')
        .where('channel', '=', 'portal')
        .where('subject', 'like', template)
        .execute()
    const staffUser = (
      await gateway.ctx.db
        .selectFrom('app_user')
        .select('id')
        .where('user_name', '=', 'staff')
        .executeTakeFirstOrThrow()
    ).id
    expect(await notices('%2026 annual review')).toEqual([
      {
        user_id: staffUser,
        lang: 'en',
        subject: 'Performance result released: 2026 annual review',
        body: 'Your result of "2026 annual review" has been released. Please read and acknowledge it.',
        link: '/portal/performance/mine',
      },
    ])
    expect((await post('cycle/advance', { cycleId }, hr)).body.code).toBe(411705)
    expect(
      (await post('calibration/adjust', { cycleId, employeeId: staffEmp, rating: 'top', reason: 'Late change' }, hr))
        .body.code,
    ).toBe(411705)

    const released = (await call('mine/detail', { cycleId }, staff)).review
    expect(released).toMatchObject({
      status: 'released',
      managerRating: 'top',
      rating: 'middle',
      managerComment: 'Strong year',
    })
    expect(released.goals[0]).toMatchObject({ selfScore: 4, managerScore: 5 })
    await call('mine/acknowledge', { cycleId, comment: 'Thanks, agreed' }, staff)
    // The reviewer hears of the acknowledgement in their own language (Chinese: they never chose another).
    const managerUser = (
      await gateway.ctx.db
        .selectFrom('app_user')
        .select('id')
        .where('user_name', '=', 'manager')
        .executeTakeFirstOrThrow()
    ).id
    const staffName = (
      await gateway.ctx.db.selectFrom('employee').select('name').where('id', '=', staffEmp).executeTakeFirstOrThrow()
    ).name
    expect(await notices('%已确认绩效结果%')).toEqual([
      {
        user_id: managerUser,
        lang: 'zh',
        subject: `${staffName} 已确认绩效结果：2026 annual review`,
        body: `${staffName} 已确认在「2026 annual review」中的考核结果。\n意见：Thanks, agreed`,
        link: '/portal/performance/team',
      },
    ])
    expect((await post('mine/acknowledge', { cycleId, comment: '' }, staff)).body.code).toBe(411714)
    expect((await call('mine/detail', { cycleId }, staff)).review).toMatchObject({
      status: 'acknowledged',
      ackComment: 'Thanks, agreed',
    })
    expect((await call('cycle/detail', { cycleId })).participants).toEqual([
      expect.objectContaining({ employeeId: staffEmp, status: 'acknowledged', rating: 'middle' }),
    ])
  })

  it('keeps review results from colleagues: only the person, their manager and HR see them', async () => {
    const cycleId = (await call('cycle/list', {})).rows.find((c: { phase: string }) => c.phase === 'released').id
    expect((await post('team/review', { cycleId, employeeId: staffEmp }, colleague)).body.code).toBe(411706)
    expect((await call('team/list', {}, colleague)).rows).toEqual([])
    // The colleague was removed from the cycle: nothing of it is theirs to read.
    expect((await post('mine/detail', { cycleId }, colleague)).body.code).toBe(411706)
    expect(
      (await call('mine/list', {}, colleague)).rows.filter((row: { cycleId: number }) => row.cycleId === cycleId),
    ).toEqual([])
    for (const path of ['cycle/list', 'cycle/detail', 'calibration/spread'])
      expect((await post(path, { cycleId }, colleague)).body.code).toBe(403001)
    expect((await post('salaryChange/list', {}, colleague)).body.code).toBe(403001)
  })
})
