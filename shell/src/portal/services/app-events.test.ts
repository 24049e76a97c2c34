// @vitest-environment jsdom
import type { AppConnection, AppManifest } from '@hr-portal/bridge'
import { afterEach, describe, expect, it, vi } from 'vitest'

const postForm = vi.hoisted(() => vi.fn())
vi.mock('../../lib/http', () => ({ http: { postForm } }))

const { dropSubscriptions, publishTopic, subscribeTopic } = await import('./app-events')
const { appEventUrl } = await import('./hr-events')
const { registerLiveApp } = await import('./live-apps')

const HR = ['staff.changed', 'org.selected', 'approval.changed', 'role.saved']
const manifestOf = (name: string, party: 'first' | 'third', scopes: string[] = []): AppManifest => ({
  name,
  title: name,
  entry: `https://${name}.example.com/`,
  origin: `https://${name}.example.com`,
  party,
  capabilities: ['events'],
  scopes,
  events: { publish: [...HR, 'company.settingsChanged'], subscribe: [...HR, 'company.settingsChanged'] },
})
const personnel = manifestOf('personnel', 'first')

/** A connected frame of `code` whose onEvent calls are recorded. */
function frame(code: string) {
  const heard: Array<[string, unknown]> = []
  const stop = registerLiveApp(code, {
    app: { onEvent: async (topic: string, payload: unknown) => void heard.push([topic, payload]) },
  } as unknown as AppConnection)
  return { heard, stop }
}
const settle = () => new Promise((resolve) => setTimeout(resolve, 0))

describe('HR event topics and third-party apps in the shell', () => {
  afterEach(() => {
    for (const code of ['personnel', 'kudos', 'nosy', 'salary']) dropSubscriptions(code)
    postForm.mockReset()
  })

  it('refuses a third-party app to publish HR topics, or to hear them without the consented scope', () => {
    const nosy = manifestOf('nosy', 'third', ['user.name'])
    for (const topic of HR) {
      expect(() => publishTopic('nosy', nosy, topic, {})).toThrow(
        expect.objectContaining({ code: 'capability_denied' }),
      )
      expect(() => subscribeTopic('nosy', nosy, topic)).toThrow(expect.objectContaining({ code: 'capability_denied' }))
    }
    const scoped = manifestOf('kudos', 'third', ['directory.read', 'org.read', 'approvals.start'])
    for (const topic of ['staff.changed', 'org.selected', 'approval.changed']) subscribeTopic('kudos', scoped, topic)
    expect(() => subscribeTopic('kudos', scoped, 'role.saved')).toThrow(/Only the portal's own apps/)
    // Topics without HR data, and the portal's own apps, are as before.
    subscribeTopic('nosy', nosy, 'company.settingsChanged')
    for (const topic of HR) subscribeTopic('personnel', personnel, topic)
  })

  it('hands a third-party app its pseudonymous id of the staff, never the staff id, and a first-party app the staff id', async () => {
    postForm.mockResolvedValue({ code: 0, result: { id: 'pseudonym-of-li-lei' } })
    const kudos = frame('kudos')
    const salary = frame('salary')
    subscribeTopic('kudos', manifestOf('kudos', 'third', ['directory.read']), 'staff.changed')
    subscribeTopic('salary', manifestOf('salary', 'first'), 'staff.changed')
    publishTopic('personnel', personnel, 'staff.changed', { id: 40, name: 'Li Lei' })
    await settle()
    expect(postForm).toHaveBeenCalledWith(
      appEventUrl(),
      { appId: 'kudos', topic: 'staff.changed', staffId: 40 },
      { unLoading: true },
    )
    expect(kudos.heard).toEqual([['staff.changed', { id: 'pseudonym-of-li-lei', name: 'Li Lei' }]])
    expect(salary.heard).toEqual([['staff.changed', { id: 40, name: 'Li Lei' }]])
    // Not the tenant's staff, or the gateway refused or failed: the third-party app hears nothing.
    postForm.mockResolvedValueOnce({ code: 0, result: { id: null } }).mockRejectedValueOnce(new Error('403001'))
    publishTopic('personnel', personnel, 'staff.changed', { id: 41 })
    publishTopic('personnel', personnel, 'staff.changed', { id: 42 })
    await settle()
    expect(kudos.heard).toHaveLength(1)
    expect(JSON.stringify(kudos.heard)).not.toMatch(/\b4[012]\b/)
    kudos.stop()
    salary.stop()
  })

  it('tells a third-party app only of approvals it started', async () => {
    const kudos = frame('kudos')
    subscribeTopic('kudos', manifestOf('kudos', 'third', ['approvals.start']), 'approval.changed')
    const moved = (instanceId: string) => ({ instanceId, bizType: 'appRequest', bizId: 'b', status: 'approved' })
    postForm
      .mockResolvedValueOnce({ code: 0, result: { id: 'mine' } })
      .mockResolvedValueOnce({ code: 0, result: { id: null } })
    publishTopic('personnel', personnel, 'approval.changed', moved('mine'))
    publishTopic('personnel', personnel, 'approval.changed', moved('a-leave-request'))
    await settle()
    expect(kudos.heard).toEqual([['approval.changed', moved('mine')]])
    kudos.stop()
  })
})
