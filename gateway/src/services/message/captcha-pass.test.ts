import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestGateway, type TestGateway } from '../../testing/test-gateway'
import { PASSES_PER_SUBJECT, SUBJECT_WINDOW_MS } from './captcha-pass'
import { issueCaptchaPass, requireCaptchaPass } from './index'

describe('captcha passes at the gates', () => {
  let gateway: TestGateway
  beforeAll(async () => {
    gateway = await startTestGateway()
  })
  afterAll(() => gateway.close())
  const spend = async (subject: string, ip: string, lang = 'en') => {
    const token = await issueCaptchaPass(gateway.ctx, ip)
    return requireCaptchaPass(gateway.ctx, token, ip, lang, subject).then(
      () => 0,
      (error: { code: number; message: string }) => error,
    )
  }

  it('spends a pass once, only from the address that solved the captcha', async () => {
    const token = await issueCaptchaPass(gateway.ctx, '10.1.0.1')
    await expect(requireCaptchaPass(gateway.ctx, token, '10.1.0.2', 'en', 'staff')).rejects.toMatchObject({
      code: 400106,
    })
    await requireCaptchaPass(gateway.ctx, token, '10.1.0.1', 'en', 'staff')
    await expect(requireCaptchaPass(gateway.ctx, token, '10.1.0.1', 'en', 'staff')).rejects.toMatchObject({
      code: 400106,
      message: 'Please complete the verification',
    })
  })

  it('gives one account (or phone, or e-mail) a budget of passes, solved from any number of addresses, for 15 minutes', async () => {
    for (let i = 0; i < PASSES_PER_SUBJECT; i++) expect(await spend(i % 2 ? 'Hr' : ' hr ', `10.2.0.${i}`)).toBe(0)
    expect(await spend('hr', '10.2.1.1')).toMatchObject({
      code: 400110,
      message: 'Too many security checks for this account, please try again in 15 minutes',
    })
    expect(await spend('hr', '10.2.1.2', 'zh-CN')).toMatchObject({
      code: 400110,
      message: '该账号的安全验证过于频繁，请 15 分钟后再试',
    })
    // Another account is not held up, and the account itself only for the rest of the window.
    expect(await spend('13800000000', '10.2.1.3')).toBe(0)
    gateway.setNow(gateway.ctx.now() + SUBJECT_WINDOW_MS)
    expect(await spend('hr', '10.2.1.4')).toBe(0)
  })
  it('passes exactly the budget of passes for one account spent all at once, and a refused token costs none of it', async () => {
    gateway.setNow(gateway.ctx.now() + SUBJECT_WINDOW_MS)
    for (let i = 0; i < 5; i++) {
      await expect(requireCaptchaPass(gateway.ctx, 'not-a-pass', '10.3.0.1', 'en', 'burst')).rejects.toMatchObject({
        code: 400106,
      })
    }
    const tokens = await Promise.all(
      Array.from({ length: PASSES_PER_SUBJECT + 10 }, (_, i) => issueCaptchaPass(gateway.ctx, `10.3.1.${i}`)),
    )
    const answers = await Promise.all(
      tokens.map((token, i) =>
        requireCaptchaPass(gateway.ctx, token, `10.3.1.${i}`, 'en', 'burst').then(
          () => 0,
          (error: { code: number }) => error.code,
        ),
      ),
    )
    expect(answers.filter((code) => code === 0)).toHaveLength(PASSES_PER_SUBJECT)
    expect(answers.filter((code) => code === 400110)).toHaveLength(10)
  })
})
