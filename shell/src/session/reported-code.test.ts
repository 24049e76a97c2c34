// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { HttpError } from '@hr-portal/bridge/http'

const hasPermissionMark = vi.fn<() => Promise<boolean>>()
const raisePrompt = vi.fn()
const requireEnrolment = vi.fn()
vi.mock('./permission-mark', () => ({ hasPermissionMark }))
vi.mock('./prompt', () => ({
  PROMPT_CODES: { 401001: 'loginInvalid', 404110: 'permissionChanged', 404001: 'permissionLogout' },
  raisePrompt,
}))
vi.mock('./session-store', () => ({ ENROL_REQUIRED_CODE: 400135, requireEnrolment }))

const { handleReportedCode } = await import('./reported-code')
const refused = (serverCode: number) =>
  new HttpError('server_code', 'refused', { method: 'POST', url: '/uac/web/permission/hasPermissionMark', serverCode })

describe("a sub-app's reported code", () => {
  beforeEach(() => {
    hasPermissionMark.mockReset()
    raisePrompt.mockReset()
    requireEnrolment.mockReset()
  })

  it('sends the user to the set-up when the gateway confirms the set-up is required (400135)', async () => {
    hasPermissionMark.mockRejectedValue(refused(400135))
    await handleReportedCode(400135)
    expect(requireEnrolment).toHaveBeenCalledTimes(1)
    expect(raisePrompt).not.toHaveBeenCalled()
  })

  it('does nothing for a 400135 the gateway does not confirm', async () => {
    hasPermissionMark.mockResolvedValue(true)
    await handleReportedCode(400135)
    expect(requireEnrolment).not.toHaveBeenCalled()
    expect(raisePrompt).not.toHaveBeenCalled()
  })

  it('still confirms an ended session and a changed permission mark', async () => {
    hasPermissionMark.mockRejectedValue(refused(401001))
    await handleReportedCode(401001)
    expect(raisePrompt).toHaveBeenCalledWith('loginInvalid')
    hasPermissionMark.mockResolvedValue(true)
    await handleReportedCode(404110)
    expect(raisePrompt).toHaveBeenCalledWith('permissionChanged')
    expect(requireEnrolment).not.toHaveBeenCalled()
  })

  it('says nothing when the session was replaced while the check ran (a tenant switch), though the check answered 401001', async () => {
    localStorage.setItem('t', 'old-session')
    hasPermissionMark.mockImplementation(async () => {
      localStorage.setItem('t', 'new-session')
      throw refused(401001)
    })
    await handleReportedCode(401001)
    expect(raisePrompt).not.toHaveBeenCalled()
    localStorage.removeItem('t')
  })
})
