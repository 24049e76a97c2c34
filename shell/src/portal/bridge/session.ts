import type { AppToken } from '@hr-portal/api/client/accounts'
import { BridgeError } from '@hr-portal/bridge'
import { $language } from '../../lib/i18n/i18n'
import { http } from '../../lib/http'
import { getToken } from '../../lib/storage'
import { noteActivity } from '../../session/activity'
import { raisePrompt } from '../../session/prompt'
import { handleReportedCode } from '../../session/reported-code'
import { $session } from '../../session/session-store'
import { createUserProfile, type AppUser, type ProfileSources } from '../services/user-profile'
import type { FrameHooks, ShellHandlers } from './frame'

/**
 * The vendor service's pseudonymous user, by its whole address: `vendor` is not one of the §7 segments the request
 * wrapper routes by (by its path alone the call went to /gateway/uac and answered 404).
 */
export const appUserUrl = () => `${window.location.origin}/gateway/vendor/web/appUser`

/** Where a frame's `session.getUser` reads the user: the session, the UI language, the gateway (third-party apps). */
export const profileSources: ProfileSources = {
  user: () => $session.get().user,
  lang: () => $language.get(),
  ask: async (appId) => {
    const answer = await http.postForm<AppUser>(appUserUrl(), { appId }, { unLoading: true })
    if (!answer.result) throw new BridgeError('handler_failed', 'No user answer')
    return answer.result
  },
}

type Session = Pick<
  ShellHandlers,
  | 'session.getToken'
  | 'session.getAppToken'
  | 'session.getUser'
  | 'session.reportCode'
  | 'session.toLogin'
  | 'session.activity'
>

/**
 * Whether a frame shows its app's settings page (`currentPath` is a shell path): there its app token is asked for as
 * the settings page's, which the gateway gives only to the tenant's app administrators (else it answers 403001).
 */
export const onSettingsPage = (app: FrameHooks['app'], currentPath: string): boolean => {
  const settings = app.manifest?.settings
  return !!settings && currentPath.split(/[?#]/)[0] === `${app.routerBase}${settings}`
}

/** `session.*`: tokens, the user, codes the app's calls met, activity. A third-party frame's user is asked once per frame. */
export function handlers({ app, inUse, currentPath }: Pick<FrameHooks, 'app' | 'inUse' | 'currentPath'>): Session {
  return {
    'session.getToken': () => getToken() ?? '',
    'session.getAppToken': async () => {
      const answer = await http.postForm<AppToken>(
        '/uac/web/appToken',
        { appId: app.manifest?.name ?? '', ...(onSettingsPage(app, currentPath()) ? { settings: true } : {}) },
        { unLoading: true },
      )
      return answer.result?.token ?? ''
    },
    'session.getUser': createUserProfile(app.code, app.manifest, profileSources),
    'session.reportCode': (code) => {
      void handleReportedCode(code)
    },
    'session.toLogin': () => {
      raisePrompt('permissionLogout')
    },
    // Counted only from a frame on screen: a frame in a background tab cannot keep the session alive.
    'session.activity': () => {
      if (inUse?.()) noteActivity()
    },
  }
}
