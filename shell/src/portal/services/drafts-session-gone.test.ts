// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest'
import { $draftsLocked } from '../../lib/app-drafts'
import { appStorage } from './app-storage'
import { $prompt, raisePrompt } from '../../session/prompt'
import { endSession } from '../../session/session-store'
import { installSessionWatchers } from '../../session/watchers'

const DRAFT_KEY = 'hr-app-storage:1:7:system'
const drafts = () => Object.keys(localStorage).filter((key) => key.startsWith('hr-app-storage:'))

describe('drafts when the shell finds its session gone', () => {
  beforeEach(() => {
    localStorage.clear()
    $prompt.set(null)
    $draftsLocked.set(false)
    localStorage.setItem('t', 'token-1')
    appStorage('system', '7', '1').set('contract', { salary: 9000 })
    localStorage.setItem('language', 'en')
  })

  it('clears them the moment the gateway says the login is invalid, before anyone confirms the prompt', () => {
    expect(drafts()).toEqual([DRAFT_KEY])
    expect(raisePrompt('loginInvalid', '/portal/system/list')).toBe(true)
    expect(drafts()).toEqual([])
    expect(localStorage.getItem('language')).toBe('en')
    // An app that tries to save one now (an evicted frame, a late keystroke) is refused.
    expect(() => appStorage('system', '7', '1').set('contract', { salary: 9000 })).toThrow('The session has ended')
    expect(drafts()).toEqual([])
  })

  it('clears them even where no prompt shows, or one is up already', () => {
    $prompt.set('permissionChanged')
    expect(raisePrompt('loginInvalid', '/portal/x')).toBe(false)
    expect(drafts()).toEqual([])
  })

  it('keeps them for other prompts: the session is still there', () => {
    raisePrompt('permissionChanged', '/portal/x')
    expect(drafts()).toEqual([DRAFT_KEY])
  })

  it('clears them when the session ends, with no portal code loaded to listen', () => {
    endSession()
    expect(drafts()).toEqual([])
  })

  it('clears them when another tab signs out, not when it signs in anew', () => {
    installSessionWatchers()
    window.dispatchEvent(
      new StorageEvent('storage', { key: 't', oldValue: 'token-1', newValue: 'token-2', storageArea: localStorage }),
    )
    expect(drafts()).toEqual([DRAFT_KEY])
    window.dispatchEvent(
      new StorageEvent('storage', { key: 't', oldValue: 'token-2', newValue: null, storageArea: localStorage }),
    )
    expect(drafts()).toEqual([])
    expect($draftsLocked.get()).toBe(true)
  })

  it('clears drafts left without a session when the shell starts', () => {
    localStorage.removeItem('t')
    installSessionWatchers()
    expect(drafts()).toEqual([])
  })
})
