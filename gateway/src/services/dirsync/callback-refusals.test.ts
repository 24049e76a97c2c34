import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { encryptMessage, messageSignature } from '../../integrations/messaging/directory/wx-crypt'
import { sealedCallback } from '../../integrations/messaging/simulators/wecom-callback-sender'
import { WECOM_DEMO } from '../../integrations/messaging/simulators/wecom-demo'
import { settledRuns } from './index'
import { startWecomFixture, type WecomFixture } from './wecom-fixture'

const app = {
  corpId: WECOM_DEMO.corpId,
  agentId: WECOM_DEMO.agentId,
  token: WECOM_DEMO.token,
  encodingAesKey: WECOM_DEMO.encodingAesKey,
}
const plain =
  '<xml><ToUserName><![CDATA[ww-demo-corp]]></ToUserName><MsgType><![CDATA[event]]></MsgType><Event><![CDATA[change_contact]]></Event><ChangeType><![CDATA[update_user]]></ChangeType><UserID><![CDATA[wx-hr]]></UserID><Mobile><![CDATA[15086778828]]></Mobile></xml>'

/** WeCom's URL check for `encrypted`, signed as WeCom signs it. */
const urlCheck = (url: string, encrypted: string, now: number) => {
  const timestamp = String(Math.floor(now / 1000))
  const query = new URLSearchParams({
    msg_signature: messageSignature(WECOM_DEMO.token, timestamp, 'n1', encrypted),
    timestamp,
    nonce: 'n1',
    echostr: encrypted,
  })
  return fetch(`${url}?${query}`)
}

describe('refused and replayed WeCom callbacks', () => {
  let f: WecomFixture
  beforeAll(async () => {
    f = await startWecomFixture()
  }, 30_000)
  afterAll(async () => {
    await f?.close()
  })
  const refusals = () =>
    f.gateway.ctx.db
      .selectFrom('dirsync_audit')
      .select(['id', 'count', 'at'])
      .where('tenant_id', '=', 1)
      .where('action', '=', 'callback.refused')
      .orderBy('at')
      .execute()

  it("answers the console's URL check while the connector is being set up, and decrypts no captured message through it", async () => {
    expect((await f.registerCallback(f.callbackUrl)).ok).toBe(true)
    // A change WeCom posted, captured on the way: its Encrypt sent back as an echostr, signed as WeCom signed it.
    const captured = sealedCallback(app, plain, f.gateway.ctx.now())
    const encrypted = /<Encrypt><!\[CDATA\[(.+?)\]\]><\/Encrypt>/.exec(captured.body)![1]!
    const query = new URLSearchParams(captured.query)
    query.set('echostr', encrypted)
    const oracle = await fetch(`${f.callbackUrl}?${query}`)
    expect(oracle.status).toBe(403)
    expect(await oracle.text()).not.toContain('wx-hr')
  })

  it("refuses the URL check once the connector's set-up is over, even a genuine one", async () => {
    const later = f.gateway.ctx.now() + 31 * 60_000
    f.gateway.setNow(later)
    try {
      expect(
        (
          await urlCheck(
            f.callbackUrl,
            encryptMessage(WECOM_DEMO.encodingAesKey, WECOM_DEMO.corpId, '4242424242'),
            later,
          )
        ).status,
      ).toBe(403)
      // Saving the connector again opens the set-up again.
      expect(
        (await f.post('config/save', { ...f.settings, appSecret: '', callbackToken: '', callbackKey: '' })).code,
      ).toBe(0)
      const check = await urlCheck(
        f.callbackUrl,
        encryptMessage(WECOM_DEMO.encodingAesKey, WECOM_DEMO.corpId, '4242424242'),
        later,
      )
      expect(await check.text()).toBe('4242424242')
    } finally {
      f.gateway.setNow(Date.now())
    }
  })

  it('counts refused callbacks in one audit row per tenant and minute', async () => {
    await f.gateway.ctx.db
      .deleteFrom('dirsync_audit')
      .where('tenant_id', '=', 1)
      .where('action', '=', 'callback.refused')
      .execute()
    const forged = sealedCallback({ ...app, token: 'not-the-token' }, plain, f.gateway.ctx.now())
    const send = () =>
      fetch(`${f.callbackUrl}?${forged.query}`, {
        method: 'POST',
        headers: { 'content-type': 'text/xml' },
        body: forged.body,
      })
    const minute = Math.floor(f.gateway.ctx.now() / 60_000) * 60_000
    for (let i = 0; i < 25; i++) expect((await send()).status).toBe(403)
    expect(await refusals()).toEqual([{ id: `refused:wecom:${minute / 60_000}`, count: 25, at: minute }])
    f.gateway.setNow(minute + 60_000)
    try {
      for (let i = 0; i < 3; i++) await send()
    } finally {
      f.gateway.setNow(Date.now())
    }
    expect((await refusals()).map((row) => Number(row.count))).toEqual([25, 3])
    await settledRuns(f.gateway.ctx)
    expect((await f.post('sync/runs', { platform: 'wecom' })).result.total).toBe(0)
  })
})
