import type { AppToShell, Env, Handlers, UserProfile } from '@hr-portal/bridge'
import { $language } from '../i18n/i18n'
import { showMessage } from '../messages/message'
import { getToken } from '../lib/storage'
import { handleReportedCode } from '../session/reported-code'
import { $session } from '../session/session'
import { $theme } from '../theme/theme'

export function currentEnv(): Env {
  const user = $session.get().user
  return {
    language: $language.get(),
    theme: $theme.get(),
    tenant: user ? { id: user.tenantId, name: user.tenantName ?? '' } : null,
  }
}

function profile(): UserProfile {
  const user = $session.get().user
  if (!user) throw new Error('not signed in')
  return {
    userId: user.loginUserId,
    userName: user.userName,
    realName: user.realName ?? '',
    tenantId: user.tenantId,
    companyId: user.companyId,
    headUrl: user.headUrl ?? '',
  }
}

/** What the shell does for each app → shell call; the bridge guard has already checked it. */
export function createShellHandlers(hooks: { onNavChanged: (path: string, replace: boolean) => void }): Handlers<AppToShell> {
  return {
    'nav.changed': (path, { replace }) => hooks.onNavChanged(path, replace),
    'session.getToken': () => getToken() ?? '',
    'session.getUser': profile,
    'session.reportCode': (code) => { void handleReportedCode(code) },
    'ui.message': (type, text) => showMessage(type, text),
    'env.get': currentEnv,
  }
}
