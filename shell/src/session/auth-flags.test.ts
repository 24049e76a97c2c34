import { describe, expect, it } from 'vitest'
import { authFlagsOf } from './auth-flags'

const permission = (isSuper: boolean) => ({
  btns: [],
  menus: [],
  isSuper,
  permissionMap: { 1003: { 100301: 1, 100302: 0 }, 1030: { 103001: 1 } },
})

describe('authFlagsOf', () => {
  it("answers the menu's buttons with their auth flags, shown-only buttons as 0", () => {
    expect(authFlagsOf(permission(false), '1003')).toEqual({ 100301: 1, 100302: 0 })
  })

  it('authorises every button of a super user', () => {
    expect(authFlagsOf(permission(true), '1003')).toEqual({ 100301: 1, 100302: 1 })
  })

  it('answers nothing for a menu without buttons, a session from before the map, or no session', () => {
    expect(authFlagsOf(permission(false), '1001')).toEqual({})
    expect(authFlagsOf({ btns: [], menus: [], isSuper: false }, '1003')).toEqual({})
    expect(authFlagsOf(null, '1003')).toEqual({})
  })
})
