import { describe, expect, it } from 'vitest'
import { decryptMessage, messageSignature } from './wx-crypt'

// WeCom's published callback example (developer.work.weixin.qq.com, 加解密方案说明): a URL check and a message.
const TOKEN = 'QDG6eK'
const CORP_ID = 'wx5823bf96d3bd56c7'
const KEY = 'jWmYm7qr5nMoAUwZRjGtBxmz3KA1tkAj3ykkR6q2B2C'
const ECHOSTR = 'P9nAzCzyDtyTWESHep1vC5X9xho/qYX3Zpb4yKa9SKld1DsH3Iyt3tP3zNdtp+4RPcs8TgAE7OaBO+FZXvnaqQ=='
const MESSAGE =
  'RypEvHKD8QQKFhvQ6QleEB4J58tiPdvo+rtK1I9qca6aM/wvqnLSV5zEPeusUiX5L5X/0lWfrf0QADHHhGd3QczcdCUpj911L3vg3W/sYYvuJTs3TUUkSUXxaccAS0qhxchrRYt66wiSpGLYL42aM6A8dTT+6k4aSknmPj48kzJs8qLjvd4Xgpue06DOdnLxAUHzM6+kDZ+HMZfJYuR+LtwGc2hgf5gsijff0ekUNXZiqATP7PF5mZxZ3Izoun1s4zG4LUMnvw2r+KqCKIw+3IQH03v+BCA9nMELNqbSf6tiWSrXJB3LAVGUcallcrw8V2t9EL4EhzJWrQUax5wLVMNS0+rUPA3k22Ncx4XXZS9o0MBH27Bo6BpNelZpS+/uh9KsNlY6bHCmJU9p8g7m3fVKn28H3KDYA5Pl/T8Z1ptDAVe0lXdQ2YoyyH2uyPIGHBZZIs2pDBS8R07+qN+E7Q=='

describe("WXBizMsgCrypt against the platform's own example", () => {
  it('checks the URL-check signature and decrypts the echostr', () => {
    expect(messageSignature(TOKEN, '1409659589', '263014780', ECHOSTR)).toBe('5c45ff5e21c57e6ad56bac8758b79b1d9ac89fd3')
    expect(decryptMessage(KEY, ECHOSTR)).toEqual({ text: '1616140317555161061', receiveId: CORP_ID })
  })

  it('checks the message signature and decrypts the message for the corp', () => {
    expect(messageSignature(TOKEN, '1409659813', '1372623149', MESSAGE)).toBe(
      '477715d11cdb4164915debcba66cb864d751f3e6',
    )
    const { text, receiveId } = decryptMessage(KEY, MESSAGE)
    expect(receiveId).toBe(CORP_ID)
    expect(text).toContain('<Content><![CDATA[hello]]></Content>')
    expect(text).toContain('<MsgId>4561255354251345929</MsgId>')
  })
})
