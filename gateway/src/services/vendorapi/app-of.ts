import { findThirdPartyEntry } from '../../apps/registry'
import type { Db } from '../../core/db/types'
import { findInstalledApp } from '../vendor'

/** A third-party app as the vendor API sees it in one tenant. */
export interface ApiApp {
  code: string
  titleZh: string
  titleEn: string
  /** The data scopes the tenant consented to (a built-in app: its manifest's). */
  scopes: string[]
}

/**
 * The tenant's enabled third-party app of this code: one it installed, else one of the built-in registry (the
 * samples served by the portal, which every tenant has). Undefined when neither.
 */
export async function appOf(db: Db, tenantId: number, code: string): Promise<ApiApp | undefined> {
  const installed = await findInstalledApp(db, tenantId, code)
  if (installed) return { code: installed.code, titleZh: installed.titleZh, titleEn: installed.titleEn, scopes: installed.scopes }
  const entry = findThirdPartyEntry(code)
  if (!entry || entry.code !== code) return undefined
  return { code: entry.code, titleZh: entry.titleZh, titleEn: entry.titleEn, scopes: entry.scopes ?? [] }
}
