// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest'
import { keepAppDrafts } from '../../lib/app-drafts'
import { APP_STORAGE_LIMIT, appStorage, clearAppStorage } from './app-storage'

describe('storage the shell holds for apps', () => {
  beforeEach(() => localStorage.clear())

  it('keeps each app, user and tenant apart', () => {
    appStorage('ums', 'u1', 't1').set('draft', { text: 'a' })
    expect(appStorage('ums', 'u1', 't1').get('draft')).toEqual({ text: 'a' })
    expect(appStorage('bi', 'u1', 't1').get('draft')).toBeNull()
    expect(appStorage('ums', 'u2', 't1').get('draft')).toBeNull()
    expect(appStorage('ums', 'u1', 't2').get('draft')).toBeNull()
    expect(appStorage('ums', 'u1', 't1').keys()).toEqual(['draft'])
  })

  it('refuses to grow an app past its limit and keeps what it had', () => {
    const store = appStorage('ums', 'u1', 't1')
    store.set('a', 'kept')
    expect(() => store.set('big', 'x'.repeat(APP_STORAGE_LIMIT))).toThrow(
      expect.objectContaining({ code: 'too_large' }),
    )
    expect(store.keys()).toEqual(['a'])
  })

  it('knows no inherited names and forgets everything at sign-out', () => {
    const store = appStorage('ums', 'u1', 't1')
    expect(store.get('toString')).toBeNull()
    store.set('a', 1)
    store.remove('a')
    expect(store.keys()).toEqual([])
    store.set('b', 2)
    localStorage.setItem('language', 'en')
    clearAppStorage()
    expect(store.get('b')).toBeNull()
    expect(localStorage.getItem('language')).toBe('en')
  })

  it('drops what the user kept in this tenant for apps no longer in the menu tree (an app uninstalled)', () => {
    for (const [app, user, tenant] of [
      ['ums', 'u1', 't1'],
      ['gifts', 'u1', 't1'],
      ['gifts', 'u2', 't1'],
      ['gifts', 'u1', 't2'],
    ]) {
      appStorage(app, user, tenant).set('draft', app)
    }
    keepAppDrafts('t1', 'u1', ['ums', 'bi'])
    expect(appStorage('ums', 'u1', 't1').get('draft')).toBe('ums')
    expect(appStorage('gifts', 'u1', 't1').get('draft')).toBeNull()
    // Other users and the other tenant's menu trees decide for theirs.
    expect(appStorage('gifts', 'u2', 't1').get('draft')).toBe('gifts')
    expect(appStorage('gifts', 'u1', 't2').get('draft')).toBe('gifts')
  })
})
