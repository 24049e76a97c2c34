import { vendorApi } from '@hr-portal/api/client/vendor'
import { app, http } from '@hr-portal/kit'

/** An app installed in the tenant, and the development build this session points it at (null: the installed version). */
export type { DevApp } from '@hr-portal/api/client/vendor'

/**
 * The vendor service's routes by their whole address: `vendor` is not one of the §7 service segments the request
 * wrapper routes by.
 */
const vendor = vendorApi(
  async ({ path, input }) =>
    (await http.postJson(`${app.config.gatewayUrl.replace(/\/+$/, '')}${path}`, input as Record<string, unknown>))
      .result,
)

export const listDevApps = () => vendor.dev.list().then((apps) => apps ?? [])

/** Points the app at a build for this session, then tells the shell, which reloads its menus. */
export async function setDevBuild(code: string, url: string): Promise<string> {
  const { devUrl } = await vendor.dev.set({ code, url })
  await app.events.publish('apps.changed', { code })
  return devUrl
}

/** Points the app back at its installed version for this session. */
export async function clearDevBuild(code: string): Promise<void> {
  await vendor.dev.clear({ code })
  await app.events.publish('apps.changed', { code })
}
