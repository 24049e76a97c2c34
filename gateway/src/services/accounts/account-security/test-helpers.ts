import type { TestGateway } from '../../../testing/test-gateway'
import { drainDeliveries, issueCaptchaPass } from '../../message'

/** A captcha pass for requests sent with inject (they come from 127.0.0.1). */
export const captcha = (gateway: TestGateway) => issueCaptchaPass(gateway.ctx, '127.0.0.1')

/** The newest 6-digit code the dev outbox received for `to` after `since`, once the delivery queue sent what is due; waits up to 3 s for the mail catcher. */
export async function codeSentTo(gateway: TestGateway, to: string, since = 0): Promise<string> {
  await drainDeliveries(gateway.ctx)
  for (let i = 0; i < 60; i++) {
    const entry = gateway.ctx.integrations.outbox
      ?.list()
      .find((e) => e.to.toLowerCase().includes(to.toLowerCase()) && e.at >= since)
    const code = entry?.text.match(/\b(\d{6})\b/)?.[1]
    if (code) return code
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
  throw new Error(`no code reached ${to}`)
}

/** Whether a session token still works. */
export async function alive(gateway: TestGateway, token: string): Promise<boolean> {
  return (await gateway.post('/gateway/uac/web/getTokenInfo', {}, token)).body.code === 0
}
