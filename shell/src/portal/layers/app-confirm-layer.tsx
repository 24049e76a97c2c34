import { useStore } from '@nanostores/react'
import { ConfirmDialog } from './dialogs'
import { useT } from '../../lib/i18n/use-t'
import { $session } from '../../session/session-store'
import { $appConfirms } from '../app-dialogs'
import { AppBadge } from './app-badge'

/** Renders the first pending sub-app confirm over the whole page, labelled with the app that asks. */
export function AppConfirmLayer() {
  const t = useT()
  const pending = useStore($appConfirms)[0]
  const apps = useStore($session).apps
  if (!pending) return null
  const app = apps.find((a) => a.code === pending.app)
  const title = app?.manifest?.title || app?.title || pending.app
  return (
    <ConfirmDialog
      open
      asker={
        <>
          <AppBadge title={title} icon={app?.icon ?? ''} />
          <span>{t('portal.appAsks', { app: title })}</span>
        </>
      }
      title={pending.title}
      okText={pending.okText ?? t('prompt.confirm')}
      cancelText={pending.cancelText ?? t('prompt.cancel')}
      closeLabel={t('portal.close')}
      onOk={() => pending.answer(true)}
      onCancel={() => pending.answer(false)}
    >
      <p>{pending.content}</p>
    </ConfirmDialog>
  )
}
