import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestGateway, type TestGateway } from '../../testing/test-gateway'

const ITEM_BY_KEY = '/gateway/joyhr/web/queryCondition/itemByKey'

describe('query condition item by key', () => {
  let gateway: TestGateway
  let staff: string
  beforeAll(async () => {
    gateway = await startTestGateway()
    staff = await gateway.login('staff', 'Staff@12345')
  })
  afterAll(() => gateway.close())

  it('answers the map key as result.value', async () => {
    const answer = await gateway.post(
      ITEM_BY_KEY,
      { bizTypeId: 66, tenantId: 1, channel: 1, key: 'gaodeMapKey' },
      staff,
    )
    expect(answer.body).toEqual({ code: 0, msg: 'success', result: { value: 'demo-gaode-map-key' } })
  })

  it('accepts the form-encoded payload the map loader sends', async () => {
    const response = await gateway.app.inject({
      method: 'POST',
      url: ITEM_BY_KEY,
      payload: 'bizTypeId=66&tenantId=1&channel=1&key=baiduMapKey',
      headers: { 'content-type': 'application/x-www-form-urlencoded', token: staff },
    })
    expect(JSON.parse(response.body).result.value).toBe('demo-baidu-map-key')
  })

  it('answers 400301 for a missing key and 403001 for another tenant', async () => {
    expect((await gateway.post(ITEM_BY_KEY, { bizTypeId: 66, channel: 1, key: 'nope' }, staff)).body.code).toBe(400301)
    expect(
      (await gateway.post(ITEM_BY_KEY, { bizTypeId: 66, tenantId: 2, channel: 1, key: 'gaodeMapKey' }, staff)).body
        .code,
    ).toBe(403001)
  })
})
