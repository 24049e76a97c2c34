import { createHmac } from 'node:crypto'
import { describe, expect, it, vi } from 'vitest'
import { createAuditSigner, signedText } from './audit-channel'

const KEY = Buffer.from('a key of thirty-two bytes, exact').toString('base64url')
// What the gateway computes (joyhr/audit-channel.ts).
const gatewaySig = (key: string, channel: string, seq: number, records: unknown[]) =>
  createHmac('sha256', Buffer.from(key, 'base64url'))
    .update(signedText(channel, seq, records))
    .digest('hex')

describe('the audit signer', () => {
  it('signs each batch under the next number with an HMAC the gateway can check', async () => {
    const open = vi.fn(async () => ({ channel: 'c1', key: KEY }))
    const signer = createAuditSigner(open)
    const first = await signer.sign([{ app: 'system', method: 'env.get', latencyMs: 0.125 }])
    const second = await signer.sign([{ app: 'system', method: '中文', at: 1 }])
    expect(first).toMatchObject({ channel: 'c1', seq: 1 })
    expect(first.sig).toBe(gatewaySig(KEY, 'c1', 1, first.records))
    expect(second.seq).toBe(2)
    expect(second.sig).toBe(gatewaySig(KEY, 'c1', 2, second.records))
    expect(open).toHaveBeenCalledTimes(1)
  })

  it('keeps the key where no script can read it back', async () => {
    const importKey = vi.spyOn(crypto.subtle, 'importKey')
    await createAuditSigner(async () => ({ channel: 'c1', key: KEY })).sign([{}])
    expect(importKey).toHaveBeenCalledWith('raw', expect.anything(), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign'])
    importKey.mockRestore()
  })

  it('opens a new channel, numbered from 1, after forget', async () => {
    let n = 0
    const signer = createAuditSigner(async () => ({ channel: `c${++n}`, key: KEY }))
    await signer.sign([{}])
    await signer.sign([{}])
    signer.forget()
    const next = await signer.sign([{}])
    expect(next).toMatchObject({ channel: 'c2', seq: 1 })
  })

  it('tries to open the channel again when opening failed', async () => {
    const open = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue({ channel: 'c9', key: KEY })
    const signer = createAuditSigner(open)
    await expect(signer.sign([{}])).rejects.toThrow('offline')
    expect(await signer.sign([{}])).toMatchObject({ channel: 'c9', seq: 1 })
  })
})
