import { app, http } from '@hr-portal/kit'

/** An app installed in the tenant, and the development build this session points it at (null: the installed version). */
export interface DevApp {
  code: string
  title: string
  version: string
  entry: string
  devUrl: string | null
}

/**
 * The gateway address of a vendor service route: `vendor` is not one of the §7 service segments the request
 * wrapper routes by, so the address is given whole.
 */
const vendorUrl = (path: string) => `${app.config.gatewayUrl.replace(/\/+$/, '')}/vendor${path}`

export const listDevApps = () =>
  http.postJson<DevApp[]>(vendorUrl('/web/apps/dev/list'), {}).then((answer) => answer.result ?? [])

/** Points the app at a build for this session, then tells the shell, which reloads its menus. */
export async function setDevBuild(code: string, url: string): Promise<string> {
  const answer = await http.postJson<{ devUrl: string }>(vendorUrl('/web/apps/dev/set'), { code, url })
  await app.events.publish('apps.changed', { code })
  return answer.result!.devUrl
}

/** Points the app back at its installed version for this session. */
export async function clearDevBuild(code: string): Promise<void> {
  await http.postJson(vendorUrl('/web/apps/dev/clear'), { code })
  await app.events.publish('apps.changed', { code })
}
