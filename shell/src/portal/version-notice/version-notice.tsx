import type { LatestNotice } from '@hr-portal/api/client/operations'
import { useEffect, useState } from 'react'
import { ConfirmDialog } from '@hr-portal/ui/dialogs'
import { addTexts } from '../../lib/i18n/i18n'
import { useT } from '../../lib/i18n/use-t'
import { http } from '../../lib/http'
import en from '../../../../assets/locales/ops.en.json'
import zhCN from '../../../../assets/locales/ops.zh-CN.json'

addTexts({ 'zh-CN': zhCN, en })

/** The notice as the contract answers it (api/src/operations). */
type Notice = LatestNotice

/**
 * §7 operations version notice and click: the newest notice of this brand the user has not read,
 * once after sign-in; "Got it" marks it read so it never comes back. Closing without it only hides it
 * for this page load. A failed request shows nothing: the notice is not worth an error.
 */
export default function VersionNotice() {
  const t = useT()
  const [notice, setNotice] = useState<Notice | null>(null)
  useEffect(() => {
    let live = true
    http
      .postJson<Notice | null>('/joyhr/web/versionNotice/latest', {}, { unLoading: true })
      .then((answer) => {
        if (live && answer.result) setNotice(answer.result)
      })
      .catch(() => {})
    return () => {
      live = false
    }
  }, [])
  if (!notice) return null
  return (
    <ConfirmDialog
      open
      title={notice.title}
      subtitle={t('ops.notice.version', { version: notice.version })}
      okText={t('ops.notice.gotIt')}
      closeLabel={t('ops.notice.close')}
      onCancel={() => setNotice(null)}
      onOk={() => {
        setNotice(null)
        http.postJson('/joyhr/web/versionNotice/click', { id: notice.id }, { unLoading: true }).catch(() => {})
      }}
    >
      <p className="ops-notice-content" data-testid="version-notice">
        {notice.content}
      </p>
    </ConfirmDialog>
  )
}
