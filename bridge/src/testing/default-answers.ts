import type { AppToShell, EnvInfo, Handlers } from '../contract/index.js'
import type { createProtocolHandlers } from '../protocol.js'
import type { Capability } from '../types.js'
import type { AnswerOf } from './types.js'

/** What the default answers read; the mock changes it (`setEnv`, storage). */
export interface MockState {
  env: EnvInfo
  permissions: AnswerOf<'perm.list'>
  user: AnswerOf<'session.getUser'>
  storage: Map<string, unknown>
  capabilities: Capability[]
}

export const DEFAULT_ENV: EnvInfo = {
  language: 'zh-CN',
  theme: 'blue',
  tenant: null,
  themeVars: {},
  system: { sysName: '', logoUrl: '', linkUrl: '' },
}

export const DEFAULT_USER: AnswerOf<'session.getUser'> = {
  id: 'mock-user',
  lang: 'zh-CN',
  userId: 'mock-user',
  userName: 'mock',
  realName: 'Mock User',
  tenantId: 'mock-tenant',
  companyId: 'mock-company',
  headUrl: '',
}

const none = () => undefined

/**
 * What the mock answers when a test scripted nothing. Declared as `Handlers<AppToShell>`, so a
 * method added to the contract fails the type check here until it has a default.
 */
export function defaultAnswers(
  state: MockState,
  protocol: ReturnType<typeof createProtocolHandlers>,
): Handlers<AppToShell> {
  const holds = (functionId: string) => state.permissions === '*' || state.permissions.includes(functionId)
  return {
    'nav.changed': none,
    'session.getToken': () => 'mock-token',
    'session.getAppToken': () => 'mock-app-token',
    'session.getUser': () => state.user,
    'session.reportCode': none,
    'session.toLogin': none,
    'session.activity': none,
    'perm.has': holds,
    'perm.list': () => state.permissions,
    // No button auth flags unless the test scripts them (mock.answer('perm.authFlags', …)).
    'perm.authFlags': () => ({}),
    'tabs.open': none,
    'tabs.close': none,
    'tabs.refresh': none,
    'tabs.setTitle': none,
    'ui.message': none,
    'ui.confirm': () => true,
    'ui.loading': none,
    'env.get': () => state.env,
    'ui.dialog.open': () => null,
    'ui.drawer.open': () => null,
    'ui.dialog.close': none,
    'ui.toast': () => false,
    'ui.setDirty': none,
    'app.ready': none,
    'app.failed': none,
    // Negotiation and the capability list, answered as the portal's shell answers them.
    ...protocol,
    'storage.get': (key) => (state.storage.has(key) ? state.storage.get(key) : null),
    'storage.set': (key, value) => void state.storage.set(key, value),
    'storage.remove': (key) => void state.storage.delete(key),
    'storage.keys': () => [...state.storage.keys()],
    'nav.open': none,
    'nav.pathExists': () => true,
    'intent.open': none,
    'nav.openExternal': () => true,
    'nav.shareLink': () => 'http://portal.test/portal/mock',
    'events.publish': none,
    'events.subscribe': none,
    'events.unsubscribe': none,
    'messages.subscribe': none,
    'messages.unsubscribe': none,
    'messages.open': none,
    'messages.send': () => ({ id: '00000000-0000-4000-8000-000000000000', recipients: 1 }),
    'keys.register': none,
    'keys.forward': none,
    'perf.report': none,
    'track.event': none,
    // A tour the app starts ends as if the user went through it.
    'tour.start': () => 'completed' as const,
  }
}
