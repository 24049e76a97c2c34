import { describe, expect, it } from 'vitest'
import { ConfigError, loadConfig } from '../../config'
import { WECOM_SUITE_DEMO } from './simulators/wecom-demo'
import { startMessaging } from './index'

const SUITE = {
  WECOM_SUITE_ID: 'wwsuite1',
  WECOM_SUITE_SECRET: 'a-real-suite-secret',
  WECOM_SUITE_TOKEN: 'tok',
  WECOM_SUITE_AES_KEY: 'a'.repeat(43),
}
const production = () => loadConfig({}, { port: 0, appsPort: 0, demo: false })

describe('the WeCom suite configuration', () => {
  it("takes the suite from the environment, with WeCom's hosts by default", async () => {
    const started = await startMessaging(production(), SUITE)
    expect(started.value.wecomSuite).toMatchObject({
      suiteId: 'wwsuite1',
      apiUrl: 'https://qyapi.weixin.qq.com',
      installUrl: 'https://open.work.weixin.qq.com/3rdapp/install',
    })
    await started.close?.()
  })

  it('has no suite in production when none is configured', async () => {
    expect((await startMessaging(production(), {})).value.wecomSuite).toBeNull()
  })

  it("refuses part of the suite, a malformed key, and the stand-in's demo secret in production", async () => {
    await expect(startMessaging(production(), { WECOM_SUITE_ID: 'wwsuite1' })).rejects.toThrow(
      /WECOM_SUITE_SECRET, WECOM_SUITE_TOKEN, WECOM_SUITE_AES_KEY must be set/,
    )
    await expect(startMessaging(production(), { ...SUITE, WECOM_SUITE_AES_KEY: 'short' })).rejects.toBeInstanceOf(
      ConfigError,
    )
    await expect(
      startMessaging(production(), { ...SUITE, WECOM_SUITE_SECRET: WECOM_SUITE_DEMO.suiteSecret }),
    ).rejects.toThrow(/demo secret/)
  })
})
