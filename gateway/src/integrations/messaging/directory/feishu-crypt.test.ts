import { createHash } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { feishuDecrypt, feishuEncrypt, feishuSignature, feishuSignatureMatches } from './feishu-crypt'

describe('Feishu event encryption', () => {
  it('decrypts the example of Feishu\'s documentation ("test key" → "hello world")', () => {
    expect(feishuDecrypt('test key', 'P37w+VZImNgPEO1RBhJ6RtKl7n6zymIbEG1pReEzghk=')).toBe('hello world')
  })

  it('encrypts byte for byte with a given IV, and back', () => {
    const iv = Buffer.from('P37w+VZImNgPEO1RBhJ6RtKl7n6zymIbEG1pReEzghk=', 'base64').subarray(0, 16)
    expect(feishuEncrypt('test key', 'hello world', iv)).toBe('P37w+VZImNgPEO1RBhJ6RtKl7n6zymIbEG1pReEzghk=')
    const body = JSON.stringify({
      schema: '2.0',
      header: { event_type: 'contact.user.created_v3' },
      event: { object: { name: '张三' } },
    })
    const sealed = feishuEncrypt('demo-encrypt-key', body)
    expect(sealed).not.toBe(feishuEncrypt('demo-encrypt-key', body))
    expect(feishuDecrypt('demo-encrypt-key', sealed)).toBe(body)
  })

  it('refuses a wrong key and a cut ciphertext', () => {
    const sealed = feishuEncrypt('demo-encrypt-key', 'x'.repeat(40))
    const wrong = (() => {
      try {
        return feishuDecrypt('another key', sealed)
      } catch {
        return null
      }
    })()
    expect(wrong).not.toBe('x'.repeat(40))
    expect(() => feishuDecrypt('demo-encrypt-key', sealed.slice(0, 20))).toThrow()
  })

  it('signs timestamp + nonce + encrypt key + raw body with sha256 hex', () => {
    const body = '{"encrypt":"abc"}'
    const expected = createHash('sha256').update(`1608725989000nonce-1demo-key${body}`).digest('hex')
    expect(feishuSignature('1608725989000', 'nonce-1', 'demo-key', body)).toBe(expected)
    expect(feishuSignatureMatches(expected, expected.toUpperCase())).toBe(true)
    expect(feishuSignatureMatches(expected, feishuSignature('1608725989000', 'nonce-1', 'demo-key', `${body} `))).toBe(
      false,
    )
    expect(feishuSignatureMatches(expected, undefined)).toBe(false)
  })
})
