import { describe, expect, it } from 'vitest'
import { readFileSync } from 'node:fs'
import { HttpError, PERMISSION_CHANGED_REJECT } from '@hr-portal/bridge/http'
import { describeError, TextedError } from './describe-error'

const t = (key: string) => `text of ${key}`

describe('describeError', () => {
  it("says a call refused for changed permissions (404110) in the catalogue's words", () => {
    const refused = new HttpError('server_code', 'Login permissions changed, please log in again', {
      method: 'POST',
      url: '/x',
      serverCode: 404110,
    })
    expect(describeError(refused, t)).toBe('text of prompt.permissionChangedReject')
    const catalogue = (lang: string) =>
      JSON.parse(readFileSync(`assets/locales/shell-portal.${lang}.json`, 'utf8')).prompt
    expect(catalogue('en').permissionChangedReject).toBe(PERMISSION_CHANGED_REJECT)
    expect(catalogue('zh-CN').permissionChangedReject).toBe('登录权限已变更，请重新登录')
  })

  it('uses the text key an error carries, and the system-problem text for any other error', () => {
    expect(describeError(new TextedError('some.key'), t)).toBe('text of some.key')
    expect(describeError(new Error('boom'), t)).toBe('text of errors.system')
  })
})
