import { http } from '../lib/http'
import type { AppRoute } from './menus'

/** The tour shop's app code: §2 removes its menu unless the user passes its authorisation check. */
export const TOUR_SHOP_CODE = 'tour-shop'

/** §7 checkHTUserAuthorizationModule: whether the user may use the tour shop; a failed check is a no. */
export function askTourShop(): Promise<boolean> {
  return http.postForm<boolean>('/tum/web/tenant/checkHTUserAuthorizationModule', {}, { unLoading: true }).then(
    (answer) => answer.result === true,
    () => false,
  )
}

/**
 * The apps without the tour shop unless the user passes its check (`answer`, asked beside the menu tree; asked now
 * when not given). Apps without a tour shop are answered as they are, without asking.
 */
export async function withTourShopCheck(apps: AppRoute[], answer?: Promise<boolean>): Promise<AppRoute[]> {
  if (!apps.some((app) => app.code === TOUR_SHOP_CODE)) return apps
  return (await (answer ?? askTourShop())) ? apps : apps.filter((app) => app.code !== TOUR_SHOP_CODE)
}
