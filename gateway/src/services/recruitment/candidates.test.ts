import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { applyFor, TINY_PDF } from '../../testing/recruit'
import type { TestGateway } from '../../testing/test-gateway'
import { APPLICATIONS_PER_ADDRESS } from '.'
import { en, P, openFrontendJob, type RecruitGateway, startRecruitGateway } from './test-helpers'

describe('recruitment: the careers page and the candidates board', () => {
  let at: RecruitGateway
  let gateway: TestGateway
  let hr: string
  let staff: string
  let db: RecruitGateway['db']
  let candidateNamed: RecruitGateway['candidateNamed']
  let jobId: number

  beforeAll(async () => {
    at = await startRecruitGateway()
    ;({ gateway, hr, staff, db, candidateNamed } = at)
    ;({ jobId } = await openFrontendJob(at))
  })
  afterAll(() => gateway.close())

  it('takes an application with a PDF résumé behind the captcha, refuses what is not a PDF by its content, and throttles floods', async () => {
    const who = { jobId, name: 'Lin Yi', phone: '13912345678', email: 'Lin.Yi@example.com' }
    expect((await applyFor(gateway, who)).code).toBe(400106)
    const disguised = { name: 'cv.pdf', content: Buffer.from('MZ\x90\x00 this is a program, not a résumé') }
    expect(await applyFor(gateway, { ...who, captchaToken: await gateway.captchaPass() }, disguised)).toMatchObject({
      code: 411507,
      msg: 'The résumé must be a PDF file',
    })
    const bad = await applyFor(gateway, { ...who, phone: '123', captchaToken: await gateway.captchaPass() })
    expect(bad.code).toBe(411511)
    expect((await applyFor(gateway, { ...who, captchaToken: await gateway.captchaPass() })).code).toBe(0)
    const candidate = await candidateNamed('Lin Yi')
    expect(candidate).toMatchObject({
      stage: 'applied',
      email: 'lin.yi@example.com',
      resume_name: 'cv.pdf',
      resume_size: TINY_PDF.length,
    })
    const channel = await db()
      .selectFrom('recruit_channel')
      .select('kind')
      .where('tenant_id', '=', 1)
      .where('id', '=', candidate.channel_id)
      .executeTakeFirstOrThrow()
    expect(channel.kind).toBe('careers')
    const resume = await gateway.app.inject({
      method: 'POST',
      url: `${P}/candidate/resume`,
      payload: { id: candidate.id },
      headers: { token: hr },
    })
    expect(resume.headers['content-type']).toBe('application/pdf')
    expect(resume.rawPayload.equals(TINY_PDF)).toBe(true)

    // A flood from one address: every attempt counts, captcha or not; then the address waits.
    for (let i = 0; i < APPLICATIONS_PER_ADDRESS; i++)
      expect((await applyFor(gateway, who, undefined, '10.1.2.3')).code).toBe(400106)
    expect(
      await applyFor(gateway, { ...who, captchaToken: await gateway.captchaPass('10.1.2.3') }, undefined, '10.1.2.3'),
    ).toMatchObject({ code: 411510, msg: 'Too many applications from your network. Please try again in 60 minutes' })
  })

  it('moves candidates on the board, flags duplicates by phone or e-mail, and keeps the history', async () => {
    const referral = (await gateway.post(`${P}/channel/list`, {}, hr)).body.result.find(
      (c: { kind: string }) => c.kind === 'referral',
    )
    // A channel's name is kept per language and shown in the reader's.
    expect(referral).toMatchObject({ name: '内部推荐', nameZh: '内部推荐', nameEn: 'Referral' })
    expect(
      (await gateway.post(`${P}/channel/list`, {}, hr, en)).body.result.find(
        (c: { id: number }) => c.id === referral.id,
      ).name,
    ).toBe('Referral')
    expect((await gateway.post(`${P}/channel/save`, { kind: 'site', nameZh: '猎聘', nameEn: '' }, hr)).body.code).toBe(
      400000,
    )
    const liepin = (await gateway.post(`${P}/channel/save`, { kind: 'site', nameZh: '猎聘', nameEn: 'Liepin' }, hr))
      .body.result.id
    expect(
      (await gateway.post(`${P}/channel/getChannelByKeyWord`, { keyword: 'liep' }, staff, en)).body.result,
    ).toEqual([{ id: liepin, kind: 'site', name: 'Liepin', nameZh: '猎聘', nameEn: 'Liepin', enabled: true }])
    const added = await gateway.post(
      `${P}/candidate/add`,
      { jobId, channelId: referral.id, name: 'Lin Yi (referred)', phone: '13700000099', email: 'lin.yi@example.com' },
      hr,
    )
    expect(added.body.code).toBe(0)
    const board = (await gateway.post(`${P}/candidate/board`, { jobId }, hr)).body.result as Array<{
      id: number
      name: string
      duplicates: Array<{ id: number; by: string[] }>
    }>
    const first = board.find((c) => c.name === 'Lin Yi')!
    expect(first.duplicates).toEqual([expect.objectContaining({ id: added.body.result.id, by: ['email'] })])

    expect((await gateway.post(`${P}/candidate/move`, { id: first.id, stage: 'screening' }, hr)).body.code).toBe(0)
    expect((await gateway.post(`${P}/candidate/move`, { id: first.id, stage: 'hired' }, hr)).body.code).toBe(400000)
    expect((await gateway.post(`${P}/candidate/move`, { id: first.id, stage: 'screening' }, hr, en)).body.code).toBe(
      411506,
    )
    expect((await gateway.post(`${P}/candidate/move`, { id: first.id, stage: 'interview' }, staff)).body.code).toBe(
      403001,
    )
    const detail = (await gateway.post(`${P}/candidate/detail`, { id: first.id }, hr)).body.result
    expect(detail.candidate.channelName).toBe('招聘官网')
    expect(
      (await gateway.post(`${P}/candidate/detail`, { id: added.body.result.id }, hr, en)).body.result.candidate
        .channelName,
    ).toBe('Referral')
    expect(detail.history.map((h: { from: string; to: string }) => [h.from, h.to])).toEqual([
      ['', 'applied'],
      ['applied', 'screening'],
    ])
  })
})
