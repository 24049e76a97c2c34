import { useStore } from '@nanostores/react'
import { ConfirmDialog } from './dialogs'
import { useT } from '../../lib/i18n/use-t'
import { $session } from '../../session/session-store'
import { $externalLinks } from '../services/external-links'
import { AppBadge } from './app-badge'

/**
 * Asks before an app opens an address outside the portal: the destination's host, large (an internationalised
 * name shows in its ASCII form, so a look-alike cannot pass for a known site), the full address, and the app asking.
 */
export function ExternalLinkLayer() {
  const t = useT()
  const pending = useStore($externalLinks)[0]
  const apps = useStore($session).apps
  if (!pending) return null
  const app = apps.find((a) => a.code === pending.app)
  const title = app?.manifest?.title || app?.title || pending.app
  const { host } = new URL(pending.url)
  return (
    <ConfirmDialog
      open
      asker={
        <>
          <AppBadge title={title} icon={app?.icon ?? ''} />
          <span>{t('portal.appAsks', { app: title })}</span>
        </>
      }
      title={t('portal.external.title')}
      okText={t('portal.external.open')}
      cancelText={t('portal.external.cancel')}
      closeLabel={t('portal.close')}
      onOk={() => pending.answer(true)}
      onCancel={() => pending.answer(false)}
    >
      <p>{t('portal.external.lead')}</p>
      <p className="external-host" data-testid="external-host">
        {host}
      </p>
      <p className="external-url">
        <span className="hr-sr-only">{t('portal.external.address')}: </span>
        <code data-testid="external-url">{pending.url}</code>
      </p>
      <p className="external-warning">{t('portal.external.warning')}</p>
    </ConfirmDialog>
  )
}
