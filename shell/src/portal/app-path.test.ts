import { describe, expect, it } from 'vitest'
import { safeAppPath } from './app-path'

describe('safeAppPath', () => {
  it('keeps plain in-app paths, their query and hash', () => {
    expect(safeAppPath('/')).toBe('/')
    expect(safeAppPath('/users')).toBe('/users')
    expect(safeAppPath('/users/12?page=2&rows=20#top')).toBe('/users/12?page=2&rows=20#top')
    expect(safeAppPath('/users/')).toBe('/users/')
  })

  it('removes the token and every §2 sign-in key from the query', () => {
    expect(safeAppPath('/list?token=abc')).toBe('/list')
    expect(safeAppPath('/list?page=2&token=abc&keyword=x')).toBe('/list?page=2&keyword=x')
    expect(safeAppPath('/x?authCorpId=1&userId=2&vCode=3&sign=4&appCode=5')).toBe('/x')
    expect(safeAppPath('/x?corpId=1&authCode=2&timestamp=3&auth_code=4&systemFlag=5&loginType=6')).toBe('/x')
  })

  it('resolves dot segments inside the app and refuses any that climb out of it', () => {
    expect(safeAppPath('/list/../users')).toBe('/users')
    expect(safeAppPath('/a/./b')).toBe('/a/b')
    expect(safeAppPath('/../../tokenLogin?token=abc')).toBeNull()
    expect(safeAppPath('/list/../../portal/other')).toBeNull()
    expect(safeAppPath('/%2e%2e/%2E%2E/tokenLogin')).toBeNull()
    expect(safeAppPath('/a/%2e%2e/b')).toBe('/b')
  })

  it('refuses other origins, backslashes, encoded slashes, bad escapes and control characters', () => {
    expect(safeAppPath('//evil.example/x')).toBeNull()
    expect(safeAppPath('https://evil.example/')).toBeNull()
    expect(safeAppPath('/\\evil.example')).toBeNull()
    expect(safeAppPath('/a%2F..%2F..%2Fb')).toBeNull()
    expect(safeAppPath('/a%5Cb')).toBeNull()
    expect(safeAppPath('/%E0%A4%A')).toBeNull()
    expect(safeAppPath('/a\nb')).toBeNull()
  })
})
