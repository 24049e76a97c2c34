import { expect } from 'vitest'
import type { TestGateway } from './test-gateway'
import { captchaPass, codeFor } from './verification-codes'

/** The registration calls of the tests, on the gateway `current()` answers. */
export function registrationKit(current: () => TestGateway) {
  const post = (path: string, body: unknown, token?: string, headers?: Record<string, string>) =>
    current().post(`/gateway${path}`, body, token, headers)
  /** Lakeside Tea's registration form, with `over` changed. */
  const form = (over: Record<string, unknown> = {}) => ({
    companyName: 'Lakeside Tea Ltd.',
    adminAccount: 'lakeside.admin',
    adminName: 'Chen Jing',
    adminPhone: '13912345678',
    adminEmail: 'chen@lakeside-tea.example',
    password: 'Tea#Garden2024',
    confirmPassword: 'Tea#Garden2024',
    proof: 'not-a-proof',
    ...over,
  })
  /** Sends a registration code to `email` (after a solved slider) and answers it, read from the dev outbox. */
  const codeTo = async (email: string) => {
    const gateway = current()
    gateway.setNow(gateway.ctx.now() + 61_000)
    const sent = await post('/tum/web/company/sendCode', { email, captchaToken: await captchaPass(gateway) })
    expect(sent.body.code).toBe(0)
    return (await codeFor(gateway, email)) as string
  }
  /** Proves `email` by its code (verifyCode) and answers the proof. */
  const proofOf = async (email: string) => {
    const verified = await post('/tum/web/company/verifyCode', { email, code: await codeTo(email) })
    expect(verified.body.code).toBe(0)
    return verified.body.result.proof as string
  }
  /** Lakeside Tea registered from a trade fair's link (tenant 'Lakeside HQ'); answers the answer's body. */
  const registerLakeside = async () => {
    const proof = await proofOf(form().adminEmail)
    const answer = await post(
      '/tum/web/company/register?source=expo-2024&inviteCode=AB-12&brand=weihai',
      form({ proof, tenantName: 'Lakeside HQ' }),
    )
    if (answer.body.code !== 0) throw new Error(`registration refused: ${answer.body.code}`)
    return answer.body.result as { companyId: number; tenantId: number }
  }
  return { post, form, codeTo, proofOf, registerLakeside }
}
