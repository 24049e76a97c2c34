import { describe, expect, it } from 'vitest'
import { isMessage, message, parseMessage, renderMessage, storedMessage, textIn } from '.'

describe('message texts', () => {
  const leave = message('leave.request', {
    type: { zh: '年假', en: 'Annual leave' },
    amount: message('leave.days', { days: 3 }),
  })

  it('renders a leave title in one language at a time, nested amounts included', () => {
    expect(renderMessage(leave, 'zh')).toBe('年假 · 3 天')
    expect(renderMessage(leave, 'en')).toBe('Annual leave · 3d')
  })

  it('renders a notice title around the request it names, in the reader language', () => {
    const notice = message('workflow.rejected', { title: leave })
    expect(renderMessage(notice, 'en')).toBe('Rejected: Annual leave · 3d')
    expect(renderMessage(notice, 'zh')).toBe('审批驳回：年假 · 3 天')
  })

  it('keeps the two names of a notice body on lines of their own with labels', () => {
    const body = renderMessage(
      message('workflow.noticeBodyComment', { title: leave, applicant: '邓洋娟', actor: '张鹏欣', comment: '同意' }),
      'zh',
    )
    expect(body.split('\n')).toEqual(['年假 · 3 天', '申请人：邓洋娟', '张鹏欣 的意见：同意'])
  })

  it('falls back to the other language when a name has only one', () => {
    expect(renderMessage(message('leave.request', { type: { zh: '婚假', en: '' }, amount: '1d' }), 'en')).toBe(
      '婚假 · 1d',
    )
  })

  it('shows the stored text of rows without a message or with one it cannot read', () => {
    expect(textIn('en', '年假 / Annual leave · 3d', '')).toBe('年假 / Annual leave · 3d')
    expect(textIn('en', 'old', '{not json')).toBe('old')
    expect(textIn('en', 'old', JSON.stringify({ key: 'no.such.key', params: {} }))).toBe('old')
    expect(textIn('en', 'old', storedMessage(leave))).toBe('Annual leave · 3d')
  })

  it('refuses parameters that are neither texts, numbers, names nor messages', () => {
    expect(isMessage({ key: 'leave.days', params: { days: [3] } })).toBe(false)
    expect(isMessage({ key: 'leave.days', params: { days: { zh: '3' } } })).toBe(false)
    expect(isMessage({ key: 'leave.days', params: null })).toBe(false)
    expect(parseMessage(JSON.stringify({ key: 'leave.days', params: { days: 3 } }))).toEqual({
      key: 'leave.days',
      params: { days: 3 },
    })
  })

  it('leaves a placeholder empty when its parameter is missing', () => {
    expect(renderMessage(message('leave.days'), 'en')).toBe('d')
  })
})
