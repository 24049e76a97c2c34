import { HttpError } from '@hr-portal/bridge/http'
import { isNoAccess } from '@hr-portal/ui'
import { describe, expect, it } from 'vitest'
import { problemOf, problemText, RequestProblem } from './request-problem'

const t = (key: string) => `<${key}>`
const call = { method: 'POST', url: '/gateway/workflow/web/approveForm/resolve' }
const textOf = (cause: unknown) => problemText(problemOf(cause), t)

describe('what the page says when a call fails', () => {
  it("passes the gateway's own message on (it is in the page's language already)", () => {
    expect(
      textOf(new HttpError('server_code', '审批单当前状态为已驳回，不能执行“通过”', { ...call, serverCode: 410002 })),
    ).toBe('审批单当前状态为已驳回，不能执行“通过”')
  })

  it("says the portal cannot be reached for a network failure or a timeout, never the wrapper's developer text", () => {
    expect(textOf(new HttpError('network', '[POST] "/gateway/x": <no response>', call))).toBe('<appRequest.offline>')
    expect(textOf(new HttpError('timeout', '[POST] "/gateway/x": timeout', call))).toBe('<appRequest.offline>')
    expect(textOf(new TypeError('Failed to fetch'))).toBe('<appRequest.offline>')
  })

  it('says the portal could not do it for a server error, and that it cannot read an answer of an unknown shape', () => {
    expect(
      textOf(new HttpError('http_status', '[POST] "/gateway/x": 500 Internal Server Error', { ...call, status: 500 })),
    ).toBe('<appRequest.failed>')
    expect(textOf(new RequestProblem('unreadable'))).toBe('<appRequest.unreadable>')
  })

  it("keeps the gateway's code, so a refusal for permission reads as no access and no other problem does", () => {
    expect(isNoAccess(problemOf(new HttpError('server_code', '您没有权限', { ...call, serverCode: 403001 })))).toBe(
      true,
    )
    expect(isNoAccess(new RequestProblem('gateway', '您没有权限', { code: 403001 }))).toBe(true)
    expect(isNoAccess(problemOf(new HttpError('server_code', '审批单不存在', { ...call, serverCode: 404000 })))).toBe(
      false,
    )
    expect(isNoAccess(problemOf(new HttpError('network', '[POST] "/gateway/x": <no response>', call)))).toBe(false)
  })
})
