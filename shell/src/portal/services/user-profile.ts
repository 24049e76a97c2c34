import type { AppUser } from '@hr-portal/api/client/vendorapi'
import type { AppManifest, UserProfile } from '@hr-portal/bridge'
import { BridgeError } from '@hr-portal/bridge'
import type { LoginUser } from '../../session/schemas'

/** What the gateway answers for a third-party app (`POST /vendor/web/appUser`): its pseudonym of the user, the consented fields. */
export type { AppUser }

type Lang = UserProfile['lang']

/** The fields a third-party app gets only under a consented scope. */
const SCOPED = [
  ['name', 'user.name'],
  ['email', 'user.email'],
  ['jobNumber', 'user.jobNumber'],
] as const

/** A first-party app's profile: the account as the session knows it. */
export function staffProfile(user: LoginUser, lang: Lang): UserProfile {
  return {
    id: user.loginUserId,
    lang,
    userId: user.loginUserId,
    userName: user.userName,
    realName: user.realName ?? '',
    tenantId: user.tenantId,
    companyId: user.companyId,
    headUrl: user.headUrl ?? '',
  }
}

/**
 * A third-party app's profile: the pseudonym and the language; name, e-mail and job number only where the app's
 * descriptor (the menu tree's microApp) lists the scope and the gateway answered the field.
 */
export function appProfile(answer: AppUser, scopes: readonly string[] | undefined, lang: Lang): UserProfile {
  const profile: UserProfile = { id: answer.id, lang }
  for (const [field, scope] of SCOPED) {
    const value = answer[field]
    if (scopes?.includes(scope) && typeof value === 'string' && value) profile[field] = value
  }
  return profile
}

export interface ProfileSources {
  user: () => LoginUser | null
  lang: () => Lang
  /** Asks the gateway for the signed-in user as this third-party app knows them. */
  ask: (appCode: string) => Promise<AppUser>
}

/**
 * `session.getUser` for one app frame. A third-party app's answer is asked of the gateway once per frame (the
 * pseudonym is stable); a failed ask is asked again on the next call.
 */
export function createUserProfile(
  code: string,
  manifest: AppManifest | null,
  sources: ProfileSources,
): () => Promise<UserProfile> {
  let asked: Promise<AppUser> | null = null
  return async () => {
    const user = sources.user()
    if (!user) throw new BridgeError('handler_failed', 'Not signed in')
    if (manifest?.party !== 'third') return staffProfile(user, sources.lang())
    asked ??= sources.ask(code).catch((error: unknown) => {
      asked = null
      throw error
    })
    return appProfile(await asked, manifest.scopes, sources.lang())
  }
}
