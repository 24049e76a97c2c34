import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { applyFor } from '../../testing/recruit'
import { startTestGateway, type TestGateway } from '../../testing/test-gateway'
import { APPLICATIONS_PER_NETWORK, APPLICATIONS_PER_TENANT, spendTenantApplication } from './careers-limits'

describe('the limits of the careers page', () => {
  let gateway: TestGateway
  let jobId: number
  let address = 0
  // Each application from an address (and network) of its own, so that the shares of addresses stay out of the way.
  const apply = async (email: string, phone: string) => {
    const ip = `10.70.${++address}.1`
    return applyFor(
      gateway,
      { jobId, name: 'Applicant', email, phone, captchaToken: await gateway.captchaPass(ip) },
      undefined,
      ip,
    )
  }

  beforeAll(async () => {
    gateway = await startTestGateway()
    const hr = await gateway.login('hr', 'Hr@123456789')
    const positions = (await gateway.post('/gateway/recruit/web/job/positions', {}, hr)).body.result as Array<{
      id: number
      open: number
    }>
    const raised = await gateway.post(
      '/gateway/recruit/web/job/save',
      { gangweiId: positions.find((p) => p.open > 0)!.id, title: 'Tester', vacancies: 1 },
      hr,
    )
    jobId = raised.body.result.id
    await gateway.ctx.db
      .updateTable('recruit_job')
      .set({ status: 'open' })
      .where('tenant_id', '=', 1)
      .where('id', '=', jobId)
      .execute()
  })
  afterAll(() => gateway.close())

  it('refuses a second application to an opening with the same e-mail address or mobile number', async () => {
    expect((await apply('wu.fang@example.com', '13900000001')).code).toBe(0)
    expect(await apply('Wu.Fang@example.com', '13900000002')).toEqual({
      code: 411522,
      msg: 'You have already applied for this opening with this e-mail address or mobile number',
    })
    expect((await apply('another@example.com', '13900000001')).code).toBe(411522)
  })

  it('takes one of two same applications sent together', async () => {
    const answers = await Promise.all([
      apply('twice@example.com', '13900000003'),
      apply('twice@example.com', '13900000003'),
    ])
    expect(answers.map((answer) => answer.code).sort()).toEqual([0, 411522])
    const stored = await gateway.ctx.db
      .selectFrom('recruit_candidate')
      .select('id')
      .where('tenant_id', '=', 1)
      .where('email', '=', 'twice@example.com')
      .execute()
    expect(stored).toHaveLength(1)
  })

  it('bounds the applications one careers page takes an hour, from however many addresses, and no other page', async () => {
    const now = gateway.ctx.now()
    const used = await gateway.ctx.db
      .selectFrom('attempt_counter')
      .select('count')
      .where('key', '=', 'recruit:apply:tenant:1')
      .executeTakeFirstOrThrow()
    for (let i = used.count; i < APPLICATIONS_PER_TENANT - 1; i++)
      await spendTenantApplication(gateway.ctx.db, 1, 'en', now)
    expect((await apply('last@example.com', '13900000004')).code).toBe(0)
    expect(await apply('late@example.com', '13900000005')).toEqual({
      code: 411521,
      msg: 'This careers page is receiving too many applications. Please try again in 60 minutes',
    })
    await expect(spendTenantApplication(gateway.ctx.db, 2, 'en', now)).resolves.toBeUndefined()
  })

  it('gives one network a share of attempts: past it the network waits, another network is served', async () => {
    const from = (ip: string) =>
      applyFor(gateway, { jobId, name: 'Flood', email: 'flood@example.com', phone: '13900000009' }, undefined, ip)
    for (let i = 0; i < APPLICATIONS_PER_NETWORK; i++) expect((await from(`10.71.0.${i % 10}`)).code).toBe(400106)
    expect((await from('10.71.0.200')).code).toBe(411510)
    expect((await from('10.71.1.1')).code).toBe(400106)
  })
})
