import { describe, expect, it } from 'vitest'
import { sealedCallback, type CallbackApp } from '../simulators/wecom-callback-sender'
import { WECOM_SUITE_DEMO } from '../simulators/wecom-demo'
import { CallbackRefused } from './types'
import { receiveSuiteCallback } from './wecom-suite-callback'
import { encryptMessage, messageSignature } from './wx-crypt'

const suite = {
  suiteId: WECOM_SUITE_DEMO.suiteId,
  token: WECOM_SUITE_DEMO.token,
  encodingAesKey: WECOM_SUITE_DEMO.encodingAesKey,
}
const sealer: CallbackApp = {
  corpId: suite.suiteId,
  agentId: '',
  token: suite.token,
  encodingAesKey: suite.encodingAesKey,
}
const now = Date.now()

const post = (plain: string, app = sealer) => {
  const { query, body } = sealedCallback(app, plain, now)
  return receiveSuiteCallback(suite, {
    method: 'POST',
    query: Object.fromEntries(query),
    headers: {},
    rawBody: body,
    now,
  })
}

describe('the suite instruction callback', () => {
  it('decrypts a suite_ticket sealed for the suite and answers success', () => {
    const outcome = post(
      `<xml><SuiteId><![CDATA[${suite.suiteId}]]></SuiteId><InfoType><![CDATA[suite_ticket]]></InfoType><TimeStamp>1403610513</TimeStamp><SuiteTicket><![CDATA[T1]]></SuiteTicket></xml>`,
    )
    expect(outcome.reply.body).toBe('success')
    expect(outcome.event).toEqual({ type: 'suite_ticket', ticket: 'T1', at: 1403610513000 })
  })

  it('reads create_auth with its state, change_auth and cancel_auth with the company', () => {
    expect(
      post(
        `<xml><SuiteId>${suite.suiteId}</SuiteId><AuthCode>AC</AuthCode><InfoType>create_auth</InfoType><State>s1</State></xml>`,
      ).event,
    ).toEqual({ type: 'create_auth', authCode: 'AC', state: 's1' })
    expect(
      post(`<xml><SuiteId>${suite.suiteId}</SuiteId><InfoType>cancel_auth</InfoType><AuthCorpId>wwc</AuthCorpId></xml>`)
        .event,
    ).toEqual({ type: 'cancel_auth', corpId: 'wwc' })
    expect(
      post(`<xml><SuiteId>${suite.suiteId}</SuiteId><InfoType>change_auth</InfoType><AuthCorpId>wwc</AuthCorpId></xml>`)
        .event,
    ).toEqual({ type: 'change_auth', corpId: 'wwc', state: '' })
  })

  it('reads a contact change of a company that authorised the suite', () => {
    expect(
      post(
        `<xml><SuiteId>${suite.suiteId}</SuiteId><AuthCorpId>wwc</AuthCorpId><InfoType>change_contact</InfoType><ChangeType>update_user</ChangeType><UserID>zhangsan</UserID></xml>`,
      ).event,
    ).toEqual({ type: 'change_contact', corpId: 'wwc', change: { kind: 'member', action: 'updated', id: 'zhangsan' } })
  })

  it('refuses an instruction whose signature does not match, or sealed for another suite', () => {
    const { query, body } = sealedCallback(
      sealer,
      '<xml><InfoType>suite_ticket</InfoType><SuiteTicket>T</SuiteTicket></xml>',
      now,
    )
    query.set('msg_signature', '0'.repeat(40))
    expect(() =>
      receiveSuiteCallback(suite, {
        method: 'POST',
        query: Object.fromEntries(query),
        headers: {},
        rawBody: body,
        now,
      }),
    ).toThrow(CallbackRefused)
    expect(() =>
      post('<xml><InfoType>suite_ticket</InfoType><SuiteTicket>T</SuiteTicket></xml>', {
        ...sealer,
        corpId: 'another-suite',
      }),
    ).toThrow(/another suite/)
    expect(() =>
      post(`<xml><SuiteId>another</SuiteId><InfoType>suite_ticket</InfoType><SuiteTicket>T</SuiteTicket></xml>`),
    ).toThrow(CallbackRefused)
  })

  it('answers the console URL check with the decrypted echostr', () => {
    const echostr = encryptMessage(suite.encodingAesKey, 'provider-corp', '12345')
    const timestamp = String(Math.floor(now / 1000))
    const query = {
      msg_signature: messageSignature(suite.token, timestamp, 'n1', echostr),
      timestamp,
      nonce: 'n1',
      echostr,
    }
    expect(receiveSuiteCallback(suite, { method: 'GET', query, headers: {}, rawBody: '', now }).reply.body).toBe(
      '12345',
    )
  })

  it('decrypts no captured instruction through the URL check: its Encrypt sent as echostr is refused', () => {
    const { query, body } = sealedCallback(
      sealer,
      `<xml><SuiteId>${suite.suiteId}</SuiteId><InfoType>create_auth</InfoType><AuthCode>SECRET-CODE</AuthCode></xml>`,
      now,
    )
    const encrypted = /<Encrypt><!\[CDATA\[(.+?)\]\]><\/Encrypt>/.exec(body)![1]!
    const check = { ...Object.fromEntries(query), echostr: encrypted }
    expect(() => receiveSuiteCallback(suite, { method: 'GET', query: check, headers: {}, rawBody: '', now })).toThrow(
      /not an echostr/,
    )
  })
})
