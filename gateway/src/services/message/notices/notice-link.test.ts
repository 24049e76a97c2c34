import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { sendAsApp } from '../../../testing/app-message'
import { startTestGateway, type TestGateway } from '../../../testing/test-gateway'
import { drainNotifications, queueNotification } from '../../notify'
import { appLink, BadLinkError, MAX_LINK_LENGTH, portalLink } from './notice-link'
import { publishNotice } from './publish'

const NOTICE = '/gateway/message/web/notice'
const REQUEST = '/portal/approval/center/requests/abc-123'

describe('the link a notice opens', () => {
  let gateway: TestGateway
  let staff: string
  let hr: string
  let staffId: number
  let seq = 0
  const newest = async (token: string) => (await gateway.post(`${NOTICE}/findNewNotice`, {}, token)).body.result
  const detail = async (token: string, id: string) =>
    (await gateway.post(`${NOTICE}/getNoticeById`, { id }, token)).body.result
  const plain = (tenantId: number, ids: number[], title: string, link?: string | null) =>
    publishNotice(gateway.ctx.db, {
      tenantId,
      channel: 'app',
      title,
      body: 'About a request',
      mustRead: false,
      countdownSeconds: 0,
      publisherId: ids[0],
      publisherName: '',
      audience: { type: 'users', ids },
      sourceApp: 'notify',
      link,
      now: gateway.ctx.now(),
    })

  beforeAll(async () => {
    gateway = await startTestGateway()
    staff = await gateway.login('staff', 'Staff@12345')
    hr = await gateway.login('hr', 'Hr@123456789', { tenantId: 1 })
    const row = await gateway.ctx.db
      .selectFrom('app_user')
      .select('id')
      .where('user_name', '=', 'staff')
      .executeTakeFirst()
    staffId = Number(row?.id)
  })
  afterAll(() => gateway.close())

  it("keeps notify's link on the portal notice and answers it in the bell, the list and the detail, the body without the address", async () => {
    const eventKey = `link-test:${seq++}`
    const queued = await queueNotification(gateway.ctx, {
      tenantId: 1,
      kind: 'approvalDecided',
      template: 'approvalApproved',
      userIds: [staffId],
      params: { title: 'Annual leave 3 days' },
      link: REQUEST,
      eventKey,
    })
    expect(queued).toBeGreaterThan(0)
    await drainNotifications(gateway.ctx)
    const bell = (await newest(staff)).newest.find((n: { link: string | null }) => n.link === REQUEST)
    expect(bell).toMatchObject({ sourceApp: 'notify', link: REQUEST })
    const page = (await gateway.post(`${NOTICE}/userNoticePage`, { channel: 'app' }, staff)).body.result.rows
    expect(page.find((n: { id: string }) => n.id === bell.id).link).toBe(REQUEST)
    const opened = await detail(staff, bell.id)
    expect(opened.link).toBe(REQUEST)
    expect(opened.body).not.toContain('/portal/')
  })

  it('answers null for a notice about nothing to open, as for notices written before links', async () => {
    const published = await plain(1, [staffId], 'Nothing to open')
    expect((await detail(staff, published.id)).link).toBeNull()
    await gateway.ctx.db.updateTable('notice').set({ link: null }).where('id', '=', published.id).execute()
    expect((await newest(staff)).newest.find((n: { id: string }) => n.id === published.id).link).toBeNull()
  })

  it('refuses to store a link that is not a portal path, and stores nothing then', async () => {
    for (const link of [
      'https://evil.example/portal/x',
      '//evil.example/portal/x',
      'javascript:alert(1)',
      '/portal//x',
    ]) {
      await expect(plain(1, [staffId], `Bad ${link}`, link)).rejects.toBeInstanceOf(BadLinkError)
      const stored = await gateway.ctx.db.selectFrom('notice').select('id').where('title', '=', `Bad ${link}`).execute()
      expect(stored).toEqual([])
    }
  })

  it('takes only portal paths: no scheme, no //, no backslash, no dot segments, at most 500 characters', () => {
    expect(portalLink(REQUEST)).toBe(REQUEST)
    expect(portalLink('/portal/salary/payslips/7?tab=detail')).toBe('/portal/salary/payslips/7?tab=detail')
    for (const bad of [
      '/portal/',
      '/portal',
      '/portalx/a',
      '/other/a',
      'portal/a',
      'http://host/portal/a',
      '/portal/a//b',
      '/portal/a\\b',
      '/portal/a b',
      '/portal/../admin',
      '/portal/a/%2e%2e/b',
      `/portal/${'a'.repeat(MAX_LINK_LENGTH)}`,
    ])
      expect(portalLink(bad), bad).toBeNull()
    expect(portalLink(`/portal/${'a'.repeat(MAX_LINK_LENGTH - 8)}`)).not.toBeNull()
  })

  it("makes an app's path a link under that app's base, refusing paths that would leave it", () => {
    expect(appLink('ums', 'users/7')).toBe('/portal/ums/users/7')
    expect(appLink('ums', '/users/7')).toBe('/portal/ums/users/7')
    for (const bad of ['', '/', '../salary/payslips', 'https://evil.example/x', '//evil.example', 'a//b', 'a/../../x'])
      expect(appLink('ums', bad), bad).toBeNull()
  })

  it("lets a sub-app's message link to a page inside the sending app only, refused with its code otherwise", async () => {
    const sent = await sendAsApp(gateway, hr, {
      app: 'system',
      userIds: [staffId],
      title: 'Linked app message',
      body: 'Please look',
      link: 'users/7',
    })
    expect(sent.code).toBe(0)
    expect((await detail(staff, sent.result.id)).link).toBe('/portal/ums/users/7')
    for (const link of ['../salary/payslips/1', 'https://evil.example/', '//evil.example/x']) {
      const refused = await sendAsApp(
        gateway,
        hr,
        { app: 'system', userIds: [staffId], title: 'Outside', body: 'x', link },
        { 'accept-language': 'en' },
      )
      expect(refused, link).toMatchObject({
        code: 401207,
        msg: 'An app message may link only to a page of the app system',
      })
    }
  })

  it("sends a new notice's link in the live stream (the bell's item links at once)", async () => {
    const base = await gateway.app.listen({ port: 0, host: '127.0.0.1' })
    const controller = new AbortController()
    const response = await fetch(`${base}${NOTICE}/stream`, { headers: { token: staff }, signal: controller.signal })
    const reader = response.body!.getReader()
    const decoder = new TextDecoder()
    let text = ''
    const published = await plain(1, [staffId], 'Live with a link', REQUEST)
    try {
      while (!text.includes(published.id)) {
        const { done, value } = await reader.read()
        if (done) break
        text += decoder.decode(value, { stream: true })
      }
    } finally {
      controller.abort()
    }
    const event = text.split('\n\n').find((message) => message.includes(published.id))!
    const data = JSON.parse(
      event
        .split('\n')
        .find((line) => line.startsWith('data: '))!
        .slice(6),
    )
    expect(data.notice).toMatchObject({ id: published.id, link: REQUEST })
  })

  it("answers a notice's link only to its recipients in its tenant", async () => {
    const published = await plain(1, [staffId], 'Only mine', REQUEST)
    expect((await gateway.post(`${NOTICE}/getNoticeById`, { id: published.id }, hr)).body.code).toBe(404000)
    const hrTwo = await gateway.login('hr', 'Hr@123456789', { tenantId: 2 })
    expect((await gateway.post(`${NOTICE}/getNoticeById`, { id: published.id }, hrTwo)).body.code).toBe(404000)
  })
})
