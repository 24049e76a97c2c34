import { createHash, createHmac, randomBytes } from 'node:crypto'
import type { Answer, TestGateway } from './test-gateway'

const SHELL = { origin: 'http://localhost:4100' }

/**
 * Posts bridge audit batches as the shell does: opens a channel with the session's channel secret (the cookie the
 * sign-in set; here a secret the harness gives the session, as it has no browser), then signs each batch under the
 * next number. One sender per session token.
 */
export function auditSender(gateway: TestGateway, token: string, headers: Record<string, string> = SHELL) {
  let channel: { id: string; key: string } | null = null
  let seq = 0
  return async (records: unknown[]): Promise<Answer> => {
    if (!channel) {
      const secret = randomBytes(32).toString('base64url')
      const sha256 = (text: string) => createHash('sha256').update(text).digest('hex')
      await gateway.ctx.db
        .updateTable('session')
        .set({ channel_hash: sha256(secret) })
        .where('token_hash', '=', sha256(token))
        .execute()
      const opened = await gateway.post('/gateway/joyhr/web/bridgeAudit/channel', {}, token, {
        ...headers,
        cookie: `sso_sys_channel=${secret}`,
      })
      if (opened.body.code !== 0) throw new Error(`no audit channel: ${JSON.stringify(opened.body)}`)
      channel = { id: opened.body.result.channel, key: opened.body.result.key }
    }
    seq += 1
    const sig = createHmac('sha256', Buffer.from(channel.key, 'base64url'))
      .update(`${channel.id}\n${seq}\n${JSON.stringify(records)}`)
      .digest('hex')
    return gateway.post(
      '/gateway/joyhr/web/bridgeAudit/batch',
      { channel: channel.id, seq, sig, records },
      token,
      headers,
    )
  }
}
