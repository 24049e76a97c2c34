import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestGateway, type TestGateway } from '../testing/test-gateway'
import { seedRecruitDemo } from './recruit-demo'

const P = '/gateway/recruit/web'

describe('the demo recruitment', () => {
  let gateway: TestGateway
  beforeAll(async () => {
    gateway = await startTestGateway()
    await seedRecruitDemo(gateway.ctx)
  })
  afterAll(() => gateway.close())

  it('has an open opening on the careers page, candidates across the stages with PDF résumés, and an interview for the manager', async () => {
    const hr = await gateway.login('hr', 'Hr@123456789')
    const careers = (await gateway.post('/gateway/recruit/open/careers', { code: 'demo-sh' })).body.result
    expect(careers.jobs).toHaveLength(1)
    const board = (await gateway.post(`${P}/candidate/board`, { jobId: careers.jobs[0].id }, hr)).body.result as Array<{
      id: number
      stage: string
      hasResume: boolean
      duplicates: unknown[]
    }>
    expect(board.map((c) => c.stage).sort()).toEqual(['applied', 'interview', 'offer', 'rejected', 'screening'])
    expect(board.every((c) => c.hasResume && c.duplicates.length === 0)).toBe(true)
    const resume = await gateway.app.inject({
      method: 'POST',
      url: `${P}/candidate/resume`,
      payload: { id: board[0].id },
      headers: { token: hr },
    })
    expect(resume.rawPayload.subarray(0, 5).toString()).toBe('%PDF-')
    const detail = (await gateway.post(`${P}/candidate/detail`, { id: board.find((c) => c.stage === 'offer')!.id }, hr))
      .body.result
    expect(detail.history.map((h: { to: string }) => h.to)).toEqual(['applied', 'screening', 'interview', 'offer'])

    const manager = await gateway.login('manager', 'Manager@12345')
    const mine = (await gateway.post(`${P}/interview/mine`, {}, manager)).body.result.interviews
    expect(mine).toEqual([expect.objectContaining({ candidateName: '郑雨桐', rating: null })])
    expect(mine[0].startsAt).toBeGreaterThan(gateway.ctx.now())
    // The opening holds two of its position's open headcount.
    const positions = (await gateway.post(`${P}/job/positions`, {}, hr)).body.result as Array<{
      id: number
      recruiting: number
    }>
    expect(positions.find((p) => p.recruiting > 0)).toMatchObject({ recruiting: 2 })
  })
})
