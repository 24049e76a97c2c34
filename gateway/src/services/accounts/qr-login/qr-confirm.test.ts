import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestGateway, type TestGateway } from '../../../testing/test-gateway'
import { QR_TICKET_TTL_MS } from './tickets'
import { QR, desktopKit } from './test-helpers'

describe("QR login: the phone's decision, who may confirm, and the time limits", () => {
  let gateway: TestGateway
  let staff: string
  let hr: string
  const { ticketOf } = desktopKit(() => gateway)
  beforeAll(async () => {
    gateway = await startTestGateway()
    staff = await gateway.login('staff', 'Staff@12345')
    hr = await gateway.login('hr', 'Hr@123456789')
  })
  afterAll(() => gateway.close())

  it('tells the desktop when the phone declines, and never signs it in', async () => {
    const { ticket, pollKey, matchNumber: number } = await ticketOf()
    await gateway.post(`${QR}/scan`, { ticket }, staff)
    expect((await gateway.post(`${QR}/decline`, { ticket }, staff)).body).toMatchObject({
      code: 0,
      result: { state: 'declined' },
    })
    expect((await gateway.post(`${QR}/status`, { ticket, pollKey })).body.result.state).toBe('declined')
    expect((await gateway.post(`${QR}/redeem`, { ticket, pollKey })).body).toEqual({
      code: 400602,
      msg: '未在手机上确认登录',
    })
    expect((await gateway.post(`${QR}/confirm`, { ticket, number }, staff)).body).toEqual({
      code: 400602,
      msg: '该二维码已处理',
    })
  })

  it('needs a signed-in phone, the one that scanned, and a scanned ticket', async () => {
    const { ticket, matchNumber: number } = await ticketOf()
    expect((await gateway.post(`${QR}/scan`, { ticket })).body.code).toBe(401001)
    expect((await gateway.post(`${QR}/confirm`, { ticket, number })).body.code).toBe(401001)
    expect((await gateway.post(`${QR}/confirm`, { ticket, number }, staff)).body).toEqual({
      code: 400602,
      msg: '请先扫描二维码',
    })
    await gateway.post(`${QR}/scan`, { ticket }, staff)
    expect((await gateway.post(`${QR}/scan`, { ticket }, staff)).body.code).toBe(0)
    const elsewhere = { code: 400602, msg: '该二维码已在其他设备上扫描' }
    expect((await gateway.post(`${QR}/scan`, { ticket }, hr)).body).toEqual(elsewhere)
    expect((await gateway.post(`${QR}/confirm`, { ticket, number }, hr)).body).toEqual(elsewhere)
    expect((await gateway.post(`${QR}/scan`, { ticket: 'not a ticket' }, staff)).status).toBe(400)
  })

  it('expires after two minutes and says so', async () => {
    const start = gateway.ctx.now()
    const open = await ticketOf()
    const scanned = await ticketOf()
    await gateway.post(`${QR}/scan`, { ticket: scanned.ticket }, staff)
    gateway.setNow(start + QR_TICKET_TTL_MS)
    try {
      const expired = { code: 400601, msg: '二维码已过期，请刷新' }
      expect((await gateway.post(`${QR}/status`, open)).body.result.state).toBe('expired')
      expect((await gateway.post(`${QR}/scan`, { ticket: open.ticket }, staff)).body).toEqual(expired)
      expect(
        (await gateway.post(`${QR}/confirm`, { ticket: scanned.ticket, number: scanned.matchNumber }, staff)).body,
      ).toEqual(expired)
      expect((await gateway.post(`${QR}/redeem`, scanned)).body).toEqual(expired)
    } finally {
      gateway.setNow(Date.now())
    }
  })

  it('lets a confirmed sign-in be redeemed for a minute only', async () => {
    const { ticket, pollKey, matchNumber: number } = await ticketOf()
    await gateway.post(`${QR}/scan`, { ticket }, staff)
    await gateway.post(`${QR}/confirm`, { ticket, number }, staff)
    gateway.setNow(gateway.ctx.now() + 61_000)
    try {
      expect((await gateway.post(`${QR}/redeem`, { ticket, pollKey })).body.code).toBe(400601)
    } finally {
      gateway.setNow(Date.now())
    }
  })
})
