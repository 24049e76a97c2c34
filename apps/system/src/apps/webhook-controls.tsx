import { useState } from 'react'
import { useRequest } from '@hr-portal/bridge/react'
import { shell, useLanguage, useT } from '@hr-portal/kit'
import type { InstalledApp } from './apps-api'
import { deliveryLog, sendTestEvent, webhookSecret } from './webhooks-api'

interface Props {
  app: InstalledApp
  busy: boolean
  /** Runs a change as the page's step (busy, status and error line). */
  onChange: (working: string, change: () => Promise<string>) => Promise<void>
}

/**
 * An installed app's webhooks on its row: the address its backend hears events at, its signing secret (shown here
 * once, then only rotated, after a confirmation), a test event, and the delivery log of the last 50 events.
 */
export function WebhookControls({ app, busy, onChange }: Props) {
  const t = useT()
  const language = useLanguage()
  const log = useRequest(() => deliveryLog(app.code).catch(() => null), [app.code, app.version])
  const [secret, setSecret] = useState<string | null>(null)
  const [open, setOpen] = useState(false)
  if (!log.data?.url) return null
  const { url, secretShown, rows } = log.data

  async function reveal() {
    if (secretShown) {
      const confirmed = await shell.ui
        .confirm({
          title: t('webhooks.rotateTitle', { title: app.title }),
          content: t('webhooks.rotateContent'),
          okText: t('webhooks.rotate'),
        })
        .catch(() => false)
      if (!confirmed) return
    }
    await onChange(t('apps.working'), async () => {
      setSecret((await webhookSecret(app.code, secretShown)).secret)
      log.retry()
      return t(secretShown ? 'webhooks.rotated' : 'webhooks.shown', { title: app.title })
    })
  }

  async function test() {
    await onChange(t('apps.working'), async () => {
      await sendTestEvent(app.code)
      setOpen(true)
      setTimeout(() => log.retry(), 1500)
      return t('webhooks.testSent', { title: app.title })
    })
  }

  const time = (at: number | null) => (at === null ? '' : new Date(at).toLocaleString(language))
  return (
    <div className="apps-credential" data-testid={`webhooks-${app.code}`}>
      <small>{t('webhooks.address', { url })}</small>
      <div className="apps-actions">
        <button
          type="button"
          disabled={busy}
          onClick={() => void reveal()}
          aria-label={t(secretShown ? 'webhooks.rotateOf' : 'webhooks.showOf', { title: app.title })}
        >
          {t(secretShown ? 'webhooks.rotate' : 'webhooks.show')}
        </button>
        <button
          type="button"
          disabled={busy}
          onClick={() => void test()}
          aria-label={t('webhooks.testOf', { title: app.title })}
        >
          {t('webhooks.test')}
        </button>
        <button
          type="button"
          aria-expanded={open}
          onClick={() => {
            if (!open) log.retry()
            setOpen(!open)
          }}
        >
          {t('webhooks.log')}
        </button>
      </div>
      {secret && (
        <div role="region" aria-label={t('webhooks.secretHeading')} className="apps-secret">
          <p>{t('webhooks.secretOnce')}</p>
          <code data-testid="webhook-secret">{secret}</code>
          <button type="button" onClick={() => setSecret(null)}>
            {t('webhooks.hideSecret')}
          </button>
        </div>
      )}
      {open && (
        <table className="apps-table" data-testid={`deliveries-${app.code}`}>
          <caption>{t('webhooks.logCaption', { title: app.title })}</caption>
          <thead>
            <tr>
              {(['event', 'status', 'tries', 'answer', 'time'] as const).map((key) => (
                <th key={key} scope="col">
                  {t(`webhooks.col.${key}`)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.length === 0 && (
              <tr>
                <td colSpan={5}>{t('webhooks.noDeliveries')}</td>
              </tr>
            )}
            {rows.map((row) => (
              <tr key={row.id} data-topic={row.topic} data-status={row.status}>
                <td>{t(`webhooks.topic.${row.topic.replace('.', '_')}`)}</td>
                <td>
                  {t(`webhooks.status.${row.status}`)}
                  {row.nextAt !== null && <small> {t('webhooks.nextTry', { at: time(row.nextAt) })}</small>}
                </td>
                <td>{row.attempts}</td>
                <td>{row.lastStatus !== null ? `HTTP ${row.lastStatus}` : (row.lastError ?? '')}</td>
                <td>{time(row.triedAt ?? row.createdAt)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </div>
  )
}
