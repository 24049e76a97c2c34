import { describe, expect, it } from 'vitest'
import type { AppRoute } from '../../session/menus'
import { canWarm, neighboursOf } from './neighbours'

const app = (code: string, extra: Partial<AppRoute> = {}) =>
  ({
    code,
    hidden: false,
    manifest: { name: code, preload: undefined },
    ...extra,
  }) as unknown as AppRoute

describe('prewarming', () => {
  const apps = [
    app('index', { hidden: true }),
    app('ums'),
    app('bi'),
    app('supplier', { manifest: { preload: false } as never }),
    app('gallery'),
  ]

  it('picks the next and previous apps of the side menu', () => {
    expect(neighboursOf(apps, apps[2]).map((a) => a.code)).toEqual(['ums'])
    expect(neighboursOf(apps, apps[1]).map((a) => a.code)).toEqual(['bi'])
  })

  it('never picks an app that declared preload: false, nor the current one', () => {
    expect(neighboursOf(apps, apps[4]).map((a) => a.code)).toEqual([])
  })

  it('starts from the top of the menu when the page is of a hidden app', () => {
    expect(neighboursOf(apps, apps[0]).map((a) => a.code)).toEqual(['ums', 'bi'])
  })

  it('never starts a development build before its developer opens it', () => {
    const dev = app('probe', { manifest: { name: 'probe', dev: true } as never })
    expect(canWarm(dev)).toBe(false)
    expect(neighboursOf([app('ums'), dev, app('bi')], apps[1]).map((a) => a.code)).not.toContain('probe')
  })
})
