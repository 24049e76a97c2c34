import { describe, expect, it } from 'vitest'
import { HttpError } from '@hr-portal/bridge/http'
import en from '../../../../assets/locales/shell.en.json'
import zhCN from '../../../../assets/locales/shell.zh-CN.json'
import { accountLabel } from './account-label'
import { handoffNotice } from './held-sign-in'

const refused = (serverCode: number) =>
  new HttpError('server_code', 'refused', { method: 'POST', url: '/gateway/uac/oidc/exchange', serverCode })

describe('a sign-in handed back to /login', () => {
  it('shows the other-browser notice for a code or callback this browser did not start, in both languages', () => {
    expect(handoffNotice(refused(400803), 'login.thirdPartyFailed')).toBe('login.otherBrowser')
    expect(handoffNotice(refused(400706), 'login.systemError')).toBe('login.otherBrowser')
    expect(en.login.otherBrowser).toMatch(/not started in this browser/)
    expect(zhCN.login.otherBrowser).toMatch(/不是在当前浏览器中发起的/)
  })

  it('keeps the §8 notices of the platforms and falls back for anything unexpected', () => {
    expect(handoffNotice(refused(400701), 'login.systemError')).toBe('login.illegal')
    expect(handoffNotice(refused(400801), 'login.systemError')).toBe('login.thirdPartyFailed')
    expect(handoffNotice(new Error('boom'), 'login.thirdPartyFailed')).toBe('login.thirdPartyFailed')
  })

  it('names an account by its person and account name, or the account name alone', () => {
    expect(accountLabel({ realName: '系统管理员', userName: 'admin' })).toBe('系统管理员 (admin)')
    expect(accountLabel({ realName: '', userName: 'staff' })).toBe('staff')
    expect(accountLabel({ realName: 'hr', userName: 'hr' })).toBe('hr')
  })

  it('has the question and its answers in both languages, naming both accounts', () => {
    for (const texts of [en, zhCN]) {
      expect(texts.login.switchBody).toContain('{{current}}')
      expect(texts.login.switchBody).toContain('{{next}}')
      expect(texts.login.continueAs).toContain('{{name}}')
      expect(texts.pages.switchOk && texts.pages.switchCancel && texts.login.switchClose).toBeTruthy()
    }
  })
})
