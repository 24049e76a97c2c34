import { trackingHttp } from './tracking-http'

const announced = new Set<string>()

/**
 * §7 Monitoring key: once per session and app code (APP12 the portal, APP13 a sub-app) the
 * gateway is asked for that code's monitoring key as tracking starts; its answer is not used.
 * A failed call is asked again with the next event.
 */
export function announceMonitoring(appCode: 'APP12' | 'APP13'): void {
  if (announced.has(appCode)) return
  announced.add(appCode)
  trackingHttp.postJson('/report/web/track/monitorKey', { appCode }, { unLoading: true }).catch(() => {
    announced.delete(appCode)
  })
}

/** A new session asks again. */
export function resetMonitoring(): void {
  announced.clear()
}
