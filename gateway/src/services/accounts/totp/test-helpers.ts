import { Secret, TOTP } from 'otpauth'
import type { TestGateway } from '../../../testing/test-gateway'

/** The code an authenticator app shows for `secret` at `at` (as the user would read it off the phone). */
export const codeAt = (secret: string, at: number): string =>
  new TOTP({ algorithm: 'SHA1', digits: 6, period: 30, secret: Secret.fromBase32(secret) }).generate({ timestamp: at })

/** Sets up the authenticator of the signed-in `token`; answers its secret and recovery codes. */
export async function enrol(
  gateway: TestGateway,
  token: string,
  at: number,
): Promise<{ secret: string; recoveryCodes: string[] }> {
  gateway.setNow(at)
  const started = await gateway.post('/gateway/uac/account/totp/start', {}, token)
  if (started.body.code !== 0) throw new Error(`start failed: ${JSON.stringify(started.body)}`)
  const { secret } = started.body.result
  const confirmed = await gateway.post('/gateway/uac/account/totp/confirm', { code: codeAt(secret, at) }, token)
  if (confirmed.body.code !== 0) throw new Error(`confirm failed: ${JSON.stringify(confirmed.body)}`)
  return { secret, recoveryCodes: confirmed.body.result.recoveryCodes }
}
