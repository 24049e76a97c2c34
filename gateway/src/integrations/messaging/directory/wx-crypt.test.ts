import { createHash } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { decryptMessage, encryptMessage, messageSignature, signatureMatches } from './wx-crypt'

// The WXBizMsgCrypt project's published test vector (WXBizMsgCryptTest: key, app id, random prefix, message, ciphertext).
const KEY = 'abcdefghijklmnopqrstuvwxyz0123456789ABCDEFG'
const RECEIVE_ID = 'wxb11529c136998cb6'
const CIPHERTEXT = 'jn1L23DB+6ELqJ+6bruv21Y6MD7KeIfP82D6gU39rmkgczbWwt5+3bnyg5K55bgVtVzd832WzZGMhkP72vVOfg=='

describe('WXBizMsgCrypt', () => {
  it('encrypts the published vector byte for byte', () => {
    expect(encryptMessage(KEY, RECEIVE_ID, '我是中文abcd123', 'aaaabbbbccccdddd')).toBe(CIPHERTEXT)
  })

  it('decrypts the published vector to the message and receive id', () => {
    expect(decryptMessage(KEY, CIPHERTEXT)).toEqual({ text: '我是中文abcd123', receiveId: RECEIVE_ID })
  })

  it('round-trips a longer message with random prefix', () => {
    const text = '<xml><Event><![CDATA[change_contact]]></Event>'.repeat(20)
    const sealed = encryptMessage(KEY, 'ww-corp', text)
    expect(sealed).not.toBe(encryptMessage(KEY, 'ww-corp', text))
    expect(decryptMessage(KEY, sealed)).toEqual({ text, receiveId: 'ww-corp' })
  })

  it('signs the sorted token, timestamp, nonce and ciphertext with sha1', () => {
    // sha1('1409304348' + 'jn1L…' + 'pamtest' + 'xxxxxx') in sorted order, computed independently below.
    const sorted = ['pamtest', '1409304348', 'xxxxxx', CIPHERTEXT].sort().join('')
    const expected = createHash('sha1').update(sorted).digest('hex')
    expect(messageSignature('pamtest', '1409304348', 'xxxxxx', CIPHERTEXT)).toBe(expected)
    expect(messageSignature('pamtest', '1409304348', 'xxxxxx', CIPHERTEXT)).toBe(
      messageSignature('pamtest', 'xxxxxx', '1409304348', CIPHERTEXT),
    )
    expect(signatureMatches(expected, expected.toUpperCase())).toBe(true)
    expect(
      signatureMatches(
        expected,
        expected.replace(/.$/, (c) => (c === '0' ? '1' : '0')),
      ),
    ).toBe(false)
  })

  it('refuses a tampered ciphertext, a wrong key and a malformed key', () => {
    const bytes = Buffer.from(CIPHERTEXT, 'base64')
    bytes[bytes.length - 1]! ^= 0xff
    expect(() => decryptMessage(KEY, bytes.toString('base64'))).toThrow()
    expect(() => decryptMessage(KEY, 'abc')).toThrow()
    const other = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789abcdefg'
    const attempt = (() => {
      try {
        return decryptMessage(other, CIPHERTEXT)
      } catch {
        return null
      }
    })()
    expect(attempt?.receiveId === RECEIVE_ID).toBe(false)
    expect(() => encryptMessage('short', RECEIVE_ID, 'x')).toThrow()
  })
})
