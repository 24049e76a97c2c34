import { describe, expect, it } from 'vitest'
import { zoneName } from './zone-name'

describe('the company time zone in the delegation form', () => {
  it('is named in the reader language, not by its IANA id', () => {
    expect(zoneName('Asia/Shanghai', 'zh-CN')).toBe('中国标准时间')
    expect(zoneName('Asia/Shanghai', 'en')).toBe('China Standard Time')
  })

  it('keeps the id of a zone the browser does not know', () => {
    expect(zoneName('Mars/Olympus', 'en')).toBe('Mars/Olympus')
  })
})
