import { useEffect, useState, type FormEvent } from 'react'
import { useRequest } from '@hr-portal/bridge/react'
import { RequestError, useT } from '@hr-portal/kit'
import { notifyApi, type Choices } from './notify-api'

/** The personal centre's Notifications section: for each kind of notice, by e-mail and by messaging app. */
export function NotificationChoices() {
  const t = useT()
  const loaded = useRequest(() => notifyApi.choices(), [])
  const [kinds, setKinds] = useState<Choices['kinds']>([])
  const [busy, setBusy] = useState(false)
  const [status, setStatus] = useState<{ kind: 'status' | 'alert'; text: string } | null>(null)
  useEffect(() => {
    if (loaded.data) setKinds(loaded.data.kinds)
  }, [loaded.data])

  async function save(event: FormEvent) {
    event.preventDefault()
    setBusy(true)
    setStatus(null)
    try {
      await notifyApi.saveChoices(
        kinds.flatMap((k) => [
          { kind: k.kind, channel: 'email' as const, enabled: k.email },
          { kind: k.kind, channel: 'platform' as const, enabled: k.platform },
        ]),
      )
      setStatus({ kind: 'status', text: t('notify.prefs.saved') })
    } catch (cause) {
      setStatus({ kind: 'alert', text: t('notify.prefs.failed', { msg: (cause as Error).message }) })
    } finally {
      setBusy(false)
    }
  }

  const toggle = (kind: string, channel: 'email' | 'platform', enabled: boolean) =>
    setKinds(kinds.map((k) => (k.kind === kind ? { ...k, [channel]: enabled } : k)))
  const data = loaded.data
  return (
    <form
      className="roles-section notify-prefs"
      onSubmit={save}
      aria-busy={loaded.loading || busy}
      aria-labelledby="notify-prefs-title"
      data-testid="notify-prefs"
    >
      <h2 id="notify-prefs-title">{t('notify.prefs.title')}</h2>
      <p className="notify-note">{t('notify.prefs.note')}</p>
      <RequestError error={loaded.error} retry={loaded.retry} />
      {data && !data.hasEmail && <p className="notify-note">{t('notify.prefs.noEmail')}</p>}
      {data &&
        (data.platforms.length ? (
          <p className="notify-note">
            {t('notify.prefs.platforms', { names: data.platforms.map((p) => t(`notify.channel.${p}`)).join(', ') })}
          </p>
        ) : (
          <p className="notify-note">{t('notify.prefs.noPlatform')}</p>
        ))}
      {kinds.length > 0 && (
        <table className="notify-table">
          <thead>
            <tr>
              <th scope="col">{t('notify.prefs.kind')}</th>
              <th scope="col">{t('notify.prefs.email')}</th>
              <th scope="col">{t('notify.prefs.platform')}</th>
            </tr>
          </thead>
          <tbody>
            {kinds.map((k) => (
              <tr key={k.kind}>
                <th scope="row" id={`notify-kind-${k.kind}`}>
                  {t(`notify.kind.${k.kind}`)}
                </th>
                {(['email', 'platform'] as const).map((channel) => (
                  <td key={channel}>
                    <input
                      type="checkbox"
                      checked={k[channel]}
                      onChange={(e) => toggle(k.kind, channel, e.target.checked)}
                      aria-label={`${t(`notify.kind.${k.kind}`)} · ${t(`notify.prefs.${channel}`)}`}
                      data-testid={`notify-${k.kind}-${channel}`}
                    />
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <div aria-live="polite">
        {status && (
          <p role={status.kind} className={status.kind === 'alert' ? 'profile-error' : 'form-done'}>
            {status.text}
          </p>
        )}
      </div>
      <button type="submit" className="primary" disabled={busy || !data}>
        {busy ? t('notify.prefs.saving') : t('notify.prefs.save')}
      </button>
    </form>
  )
}
