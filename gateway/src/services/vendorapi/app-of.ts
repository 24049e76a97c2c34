import type { Db } from '../../core/db/types'
import { findInstalledApp } from '../vendor'

/** A third-party app as the vendor API sees it in one tenant. */
export interface ApiApp {
  /** The installation (app_install.id): a reinstall is a new one. */
  installId: number
  code: string
  titleZh: string
  titleEn: string
  /** The data scopes the tenant consented to. */
  scopes: string[]
  /** The manifest's key set for signed credential assertions, if any. */
  jwksUrl?: string
}

/** The tenant's installed and enabled app of this code (or manifest name), or undefined. */
export async function appOf(db: Db, tenantId: number, code: string): Promise<ApiApp | undefined> {
  const installed = await findInstalledApp(db, tenantId, code)
  return (
    installed && {
      installId: installed.id,
      code: installed.code,
      titleZh: installed.titleZh,
      titleEn: installed.titleEn,
      scopes: installed.scopes,
      ...(installed.jwksUrl ? { jwksUrl: installed.jwksUrl } : {}),
    }
  )
}
