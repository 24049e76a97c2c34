import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { seedRecruitDemo } from '../../seed/recruit-demo'
import { startTestGateway, type TestGateway } from '../../testing/test-gateway'
import { masterdataCodes } from '../masterdata'
import { tenantTimeZone } from '../workflow'

const BOARD = '/gateway/recruit/web/candidate/board'
const EN = { 'accept-language': 'en' }

describe('the candidate board filtered by the quick filters HR offers (biz type 8, updateZPCustFieldRage)', () => {
  let gateway: TestGateway
  let hr: string
  beforeAll(async () => {
    gateway = await startTestGateway()
    // The demo's opening and its candidates at every stage, applied on different days through different channels.
    await seedRecruitDemo(gateway.ctx)
    hr = await gateway.login('hr', 'Hr@123456789', { tenantId: 1 })
    const saved = await gateway.post(
      '/gateway/joyhr/web/quickQuery/updateZPCustFieldRage',
      { fields: ['stage', 'channel', 'organ', 'appliedDate', 'name'] },
      hr,
    )
    expect(saved.body.code).toBe(0)
  }, 60_000)
  afterAll(() => gateway.close())

  type Card = { id: number; name: string; stage: string; channelId: number; createdAt: number }
  const board = async (body: object) => {
    const answer = (await gateway.post(BOARD, body, hr, EN)).body
    expect(answer.code, JSON.stringify(answer)).toBe(0)
    return answer.result as Card[]
  }

  it("filters by stage, channel, the opening's department and text, together and with the board's own filters", async () => {
    const all = await board({})
    expect(all.length).toBeGreaterThan(3)
    const stage = all[0].stage
    expect((await board({ quick: { stage } })).map((c) => c.id)).toEqual(
      all.filter((c) => c.stage === stage).map((c) => c.id),
    )
    const channel = all[1].channelId
    expect((await board({ quick: { channel: String(channel), stage } })).map((c) => c.id)).toEqual(
      all.filter((c) => c.stage === stage && c.channelId === channel).map((c) => c.id),
    )
    const job = await gateway.ctx.db
      .selectFrom('recruit_job')
      .select('organ_id')
      .where('tenant_id', '=', 1)
      .where('id', '=', 1)
      .executeTakeFirstOrThrow()
    const units = await gateway.ctx.db
      .selectFrom('organ')
      .select(['id', 'parent_id'])
      .where('tenant_id', '=', 1)
      .execute()
    const above: number[] = []
    for (let at = units.find((u) => u.id === job.organ_id); at; at = units.find((u) => u.id === at!.parent_id))
      above.push(at.id)
    // A unit above the opening's department finds its candidates; one beside it none.
    expect((await board({ quick: { organ: above.at(-1)! } })).length).toBe(all.length)
    const beside = units.find((u) => !above.includes(u.id))!
    expect(await board({ quick: { organ: beside.id } })).toEqual([])
    expect((await board({ quick: { name: all[2].name.slice(0, 1) }, jobId: 1 })).map((c) => c.id)).toContain(all[2].id)
  })

  it("reads applied dates as days in the tenant's time zone", async () => {
    const all = await board({})
    const zone = await tenantTimeZone(gateway.ctx.db, 1)
    const dayOf = (at: number) =>
      new Intl.DateTimeFormat('en-CA', { timeZone: zone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(at)
    const days = [...new Set(all.map((c) => dayOf(c.createdAt)))].sort()
    expect(days.length).toBeGreaterThan(1)
    const day = days[1]
    expect((await board({ quick: { appliedDate: { from: day, to: day } } })).map((c) => c.id).sort()).toEqual(
      all
        .filter((c) => dayOf(c.createdAt) === day)
        .map((c) => c.id)
        .sort(),
    )
    expect((await board({ quick: { appliedDate: { from: day } } })).length).toBe(
      all.filter((c) => dayOf(c.createdAt) >= day).length,
    )
  })

  it('refuses a filter outside the range HR set and values that do not fit', async () => {
    const refusal = async (quick: object) => (await gateway.post(BOARD, { quick }, hr, EN)).body
    expect(await refusal({ phone: '138' })).toEqual({
      code: masterdataCodes.notQuickField,
      msg: 'phone is not a quick filter of this list',
    })
    expect(await refusal({ stage: 'sleeping' })).toEqual({
      code: masterdataCodes.filterChoice,
      msg: 'Stage: sleeping is not one of its values',
    })
    expect((await refusal({ channel: '999' })).code).toBe(masterdataCodes.filterChoice)
    expect((await refusal({ appliedDate: { from: 'yesterday' } })).code).toBe(masterdataCodes.filterDate)
  })
})
