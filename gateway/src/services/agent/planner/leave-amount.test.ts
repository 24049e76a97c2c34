import { describe, expect, it } from 'vitest'
import { compose } from './answer'

const balances = {
  year: 2026,
  balances: [
    { type: 'Annual leave', unit: 'day', total: 10, used: 2, pending: 1, left: 7 },
    { type: 'Time off in lieu', unit: 'hour', total: 12.5, used: 4, pending: 0, left: 8.5 },
  ],
}

describe('the assistant speaks of leave in its unit', () => {
  it('reports time off in lieu in hours and the other types in days, in both languages', () => {
    const en = compose('leaveBalance', balances, 'en')
    expect(en).toContain('- Time off in lieu: **8.5 hours** left (of 12.5 hours; used 4 hours, pending 0 hours)')
    expect(en).toContain('- Annual leave: **7 days** left (of 10 days; used 2 days, pending 1 day)')
    expect(en).not.toMatch(/8\.5 days/)
    const zh = compose('leaveBalance', balances, 'zh-CN')
    expect(zh).toContain('- Time off in lieu：剩余 **8.5 小时**（共 12.5 小时，已用 4 小时，审批中 0 小时）')
    expect(zh).toContain('- Annual leave：剩余 **7 天**（共 10 天，已用 2 天，审批中 1 天）')
  })

  it('gives a time off in lieu request its hours, not its days', () => {
    const requests = {
      period: null,
      requests: [
        {
          type: 'Time off in lieu',
          from: '2026-11-02',
          to: '2026-11-02',
          days: 0.5,
          unit: 'hour',
          hours: 3,
          status: 'approved',
        },
        {
          type: 'Annual leave',
          from: '2026-11-03',
          to: '2026-11-04',
          days: 2,
          unit: 'day',
          hours: 0,
          status: 'approved',
        },
      ],
    }
    const en = compose('leaveRequests', requests, 'en')
    expect(en).toContain('2026-11-02 – 2026-11-02 (3 hours)')
    expect(en).toContain('2026-11-03 – 2026-11-04 (2 d)')
    expect(compose('leaveRequests', requests, 'zh-CN')).toContain('(3 小时)')
  })
})
