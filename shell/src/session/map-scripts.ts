import type { ConditionItem } from '@hr-portal/api/client/access'
import { MAP_SERVICES } from '../lib/config'
import { t } from '../lib/i18n/i18n'
import { http } from '../lib/http'
import { showMessage } from '../lib/messages/message'

let started = false

/** §2: map scripts load once after sign-in; a missing key shows the map-load-failed message. */
export async function loadMapScripts(tenantId: string) {
  if (started) return
  started = true
  let failed = false
  await Promise.all(
    MAP_SERVICES.map(async ({ key, script }) => {
      try {
        const answer = await http.postForm<ConditionItem>(
          '/joyhr/web/queryCondition/itemByKey',
          { bizTypeId: 66, tenantId, channel: 1, key },
          { unLoading: true },
        )
        const value = answer.result?.value
        if (!value) throw new Error(`no value for ${key}`)
        if (script) {
          const element = document.createElement('script')
          element.src = script + encodeURIComponent(value)
          element.async = true
          element.onerror = () => showMessage('error', t('portal.mapLoadFailed'))
          document.head.append(element)
        }
      } catch {
        failed = true
      }
    }),
  )
  if (failed) showMessage('error', t('portal.mapLoadFailed'))
}
