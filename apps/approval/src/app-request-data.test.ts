import { describe, expect, it } from 'vitest'
import en from '../../../assets/locales/approval.en.json'
import zhCN from '../../../assets/locales/approval.zh-CN.json'
import {
  appNameOf,
  eventKey,
  formatAmount,
  KNOWN_EVENTS,
  movesOf,
  readAppRequest,
  readFlow,
  type Flow,
} from './app-request-data'

const DETAIL = {
  instanceId: 'b7c1c1d2-0000-4000-8000-000000000001',
  app: { zh: '差旅报销', en: 'Travel expenses' },
  applicantName: '张三',
  title: 'Taxi to the airport',
  summary: 'Client visit',
  amount: '128.5',
  reference: 'exp-1',
  status: 'running',
  submittedAt: 1_700_000_000_000,
}
const FLOW = {
  id: DETAIL.instanceId,
  status: 'running',
  applicantName: '张三',
  currentStep: 0,
  steps: [{ index: 0, nameZh: '直属上级审批', nameEn: 'Line manager', approver: { type: 'manager', level: 1 } }],
  history: [
    {
      seq: 1,
      event: 'submit',
      actorId: 2,
      actorName: '张三',
      stepNo: 0,
      round: 1,
      comment: '',
      fromStatus: 'draft',
      toStatus: 'running',
      createdAt: 1,
    },
  ],
  candidates: [{ userId: 5, name: '李四', status: 'pending' }],
  events: ['resolve', 'reject', 'backRepeatResolve'],
}

describe('reading a request an app started', () => {
  it('reads the detail answer as the gateway sends it', () => {
    expect(readAppRequest(DETAIL)).toEqual(DETAIL)
    expect(readAppRequest({ ...DETAIL, app: null, amount: null })).toMatchObject({ app: null, amount: null })
  })

  it('refuses an answer of another shape rather than showing half of it', () => {
    for (const broken of [
      null,
      'x',
      [],
      { ...DETAIL, title: 3 },
      { ...DETAIL, amount: 128.5 },
      { ...DETAIL, amount: '1e3' },
      { ...DETAIL, app: { zh: '差旅报销' } },
      { ...DETAIL, submittedAt: 'yesterday' },
      { ...DETAIL, reference: undefined },
    ]) {
      expect(readAppRequest(broken)).toBeNull()
    }
  })

  it('reads the approval block, dropping entries it cannot show', () => {
    const delegated = {
      seq: 3,
      event: 'backRepeatResolve',
      actorId: 7,
      actorName: '赵六',
      stepNo: 0,
      round: 1,
      comment: '',
      createdAt: 2,
      onBehalfOf: { id: 6, name: '李四' },
    }
    const flow = readFlow({
      ...FLOW,
      history: [...FLOW.history, { seq: 2, event: 'resolve' }, delegated],
      candidates: [...FLOW.candidates, { userId: 6 }],
    })
    expect(flow).toEqual({
      id: DETAIL.instanceId,
      status: 'running',
      currentStep: 0,
      steps: [{ index: 0, nameZh: '直属上级审批', nameEn: 'Line manager' }],
      history: [
        { seq: 1, event: 'submit', actorName: '张三', comment: '', stepNo: 0, createdAt: 1, onBehalfOf: null },
        {
          seq: 3,
          event: 'backRepeatResolve',
          actorName: '赵六',
          comment: '',
          stepNo: 0,
          createdAt: 2,
          onBehalfOf: '李四',
        },
      ],
      candidates: [{ name: '李四' }],
      events: ['resolve', 'reject', 'backRepeatResolve'],
    })
    expect(readFlow(null)).toBeNull()
    expect(readFlow({ ...FLOW, steps: 'none' })).toBeNull()
  })

  it('offers approve and reject to an approver and withdraw to the requester, never send back or resubmit', () => {
    expect(movesOf(readFlow(FLOW))).toEqual(['resolve', 'reject'])
    expect(movesOf({ ...(readFlow(FLOW) as Flow), events: ['save', 'backRepeatCommit', 'cancel'] })).toEqual(['cancel'])
    expect(movesOf(null)).toEqual([])
  })

  it("names the app in the page's language", () => {
    const request = readAppRequest(DETAIL)!
    expect(appNameOf(request, 'en')).toBe('Travel expenses')
    expect(appNameOf(request, 'zh-CN')).toBe('差旅报销')
    expect(appNameOf({ ...request, app: null }, 'en')).toBeNull()
  })

  it('formats the amount as money without losing a digit', () => {
    expect(formatAmount('128.5', 'en')).toBe('128.50')
    expect(formatAmount('999999999999.9999', 'zh-CN')).toBe('999,999,999,999.9999')
    expect(formatAmount('0012345678', 'en')).toBe('12,345,678.00')
    expect(formatAmount('0.1', 'zh-CN')).toBe('0.10')
    expect(formatAmount('1234.5', 'de')).toBe('1.234,50')
    expect(formatAmount('12,5', 'en')).toBeNull()
  })

  it('has a text for every history event, and one for any other', () => {
    expect(eventKey('skip')).toBe('events.skip')
    expect(eventKey('somethingNew')).toBe('events.other')
    for (const texts of [en, zhCN]) {
      for (const event of [...KNOWN_EVENTS, 'other']) expect(texts.events).toHaveProperty(event)
    }
  })
})
