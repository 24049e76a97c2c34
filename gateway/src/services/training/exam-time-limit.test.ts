import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { TestGateway } from '../../testing/test-gateway'
import { handInOverdue } from './take/attempt'
import { none, startTrainingGateway, type TrainingGateway } from './test-helpers'

describe('exams: the time limit', () => {
  let at: TrainingGateway
  let gateway: TestGateway
  let hr: string
  let staff: string
  let start: number
  let call: TrainingGateway['call']
  let result: TrainingGateway['result']
  beforeAll(async () => {
    at = await startTrainingGateway()
    ;({ gateway, hr, staff, start, call, result } = at)
  }, 60_000)
  afterAll(() => gateway.close())

  it('hands a random paper in by itself when the time is up, refusing later answers, even if the taker never comes back', async () => {
    gateway.setNow(start)
    const { id: paperId, total } = await result(
      'exam/paper/save',
      {
        title: 'Random',
        mode: 'random',
        questionIds: [],
        rules: [
          { type: 'single', count: 1, score: 10 },
          { type: 'judge', count: 1, score: 10 },
        ],
      },
      hr,
    )
    expect(total).toBe(20)
    const bank = (await result('exam/question/list', {}, hr)).questions as Array<{
      id: number
      type: string
      key: unknown
    }>
    const shorts = bank.filter((q) => q.type === 'short').length
    expect(
      await call(
        'exam/paper/save',
        { title: 'Too many', mode: 'random', questionIds: [], rules: [{ type: 'short', count: shorts + 1, score: 5 }] },
        hr,
      ),
    ).toEqual({
      code: 411611,
      msg: `The paper is not valid: the bank has only ${shorts} questions of the type short answer, ${shorts + 1} are asked for`,
    })
    const { id: examId } = await result(
      'exam/manage/save',
      {
        title: 'Quick check',
        paperId,
        minutes: 1,
        passMark: 10,
        audience: { ...none, employeeIds: [12, 40] },
        closed: false,
      },
      hr,
    )
    const sheet = await result('exam/questions', { examId }, staff)
    expect(sheet.questions.map((q: { type: string; score: number }) => [q.type, q.score])).toEqual([
      ['single', 10],
      ['judge', 10],
    ])
    // The single-choice question drawn, answered right.
    const drawn = bank.find((q) => q.id === sheet.questions[0].id)!
    await result('exam/saveAnswer', { examId, questionId: drawn.id, answer: drawn.key }, staff)
    await result('exam/questions', { examId }, hr)

    gateway.setNow(start + 61_000)
    expect(await call('exam/saveAnswer', { examId, questionId: sheet.questions[1].id, answer: false }, staff)).toEqual({
      code: 411615,
      msg: 'The time is up: the exam was handed in',
    })
    expect((await result('exam/queryExamId', { examId }, staff)).attempt).toMatchObject({
      state: 'marked',
      autoSubmitted: true,
      submittedAt: start + 60_000,
      score: 10,
      passed: true,
    })
    // HR's sitting is handed in by the sweep, without HR coming back.
    expect(await handInOverdue(gateway.ctx.db, gateway.ctx.now())).toBe(1)
    const row = await gateway.ctx.db
      .selectFrom('exam_attempt')
      .select(['state', 'score', 'auto_submitted'])
      .where('exam_id', '=', examId)
      .where('employee_id', '=', 40)
      .executeTakeFirstOrThrow()
    expect(row).toEqual({ state: 'marked', score: 0, auto_submitted: 1 })
    gateway.setNow(start)
  })
})
