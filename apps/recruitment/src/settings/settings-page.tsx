import { usePermission, useRequest } from '@hr-portal/bridge/react'
import { useEffect, useState } from 'react'
import { api, type Channel } from '../api'
import { messageOf, useT } from '@hr-portal/kit'
import { LoadState, Page } from '../page-parts'

const KINDS: Channel['kind'][] = ['site', 'referral', 'careers']

/** Channels and settings (8403): the channel dictionary, the careers page's address, the retention of candidates not hired. */
export function SettingsPage() {
  const t = useT()
  const canEdit = usePermission('840301') === true
  const channels = useRequest(() => api.channels(), [])
  const retention = useRequest(() => api.retention(), [])
  const [days, setDays] = useState(180)
  const empty = { kind: 'site' as Channel['kind'], nameZh: '', nameEn: '' }
  const [draft, setDraft] = useState(empty)
  const [status, setStatus] = useState('')
  const [problem, setProblem] = useState('')
  useEffect(() => {
    if (retention.data) setDays(retention.data.retentionDays)
  }, [retention.data])

  async function act(work: () => Promise<unknown>, done: string) {
    setProblem('')
    try {
      await work()
      setStatus(done)
      channels.retry()
    } catch (cause) {
      setProblem(messageOf(cause))
    }
  }

  return (
    <Page title={t('settings.title')} busy={channels.loading}>
      <p role="status" className="form-done">
        {status}
      </p>
      {problem && (
        <p role="alert" className="form-error">
          {problem}
        </p>
      )}
      <section className="panel" aria-labelledby="careers-title">
        <h2 id="careers-title">{t('settings.careers')}</h2>
        <p className="hint">{t('settings.careersHint')}</p>
        {retention.data && (
          <p>
            <a href={retention.data.careersUrl} target="_blank" rel="noopener noreferrer">
              {retention.data.careersUrl}
            </a>
          </p>
        )}
      </section>
      <section className="panel" aria-labelledby="channels-title">
        <h2 id="channels-title">{t('settings.channels')}</h2>
        <LoadState error={channels.error} loading={channels.loading && !channels.data} retry={channels.retry} />
        <table>
          <thead>
            <tr>
              <th>{t('settings.nameZh')}</th>
              <th>{t('settings.nameEn')}</th>
              <th>{t('settings.kind')}</th>
              <th>{t('settings.enabled')}</th>
            </tr>
          </thead>
          <tbody>
            {(channels.data ?? []).map((c) => (
              <tr key={c.id}>
                <td lang="zh-CN">{c.nameZh}</td>
                <td lang="en">{c.nameEn}</td>
                <td>{t(`channelKind.${c.kind}`)}</td>
                <td>
                  <label className="check">
                    <input
                      type="checkbox"
                      checked={c.enabled}
                      disabled={!canEdit}
                      onChange={(e) =>
                        void act(() => api.saveChannel({ ...c, enabled: e.target.checked }), t('settings.saved'))
                      }
                    />{' '}
                    <span className="sr-only">{t('settings.enabledOf', { name: c.name })}</span>
                  </label>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
        {canEdit && (
          <form
            className="row"
            onSubmit={(e) => {
              e.preventDefault()
              if (draft.nameZh.trim() && draft.nameEn.trim())
                void act(() => api.saveChannel({ ...draft, enabled: true }), t('settings.saved')).then(() =>
                  setDraft(empty),
                )
              else setProblem(t('settings.bothNames'))
            }}
          >
            <label>
              {t('settings.nameZh')}
              <input
                lang="zh-CN"
                value={draft.nameZh}
                maxLength={60}
                required
                onChange={(e) => setDraft((d) => ({ ...d, nameZh: e.target.value }))}
              />
            </label>
            <label>
              {t('settings.nameEn')}
              <input
                lang="en"
                value={draft.nameEn}
                maxLength={60}
                required
                onChange={(e) => setDraft((d) => ({ ...d, nameEn: e.target.value }))}
              />
            </label>
            <label>
              {t('settings.kind')}
              <select
                value={draft.kind}
                onChange={(e) => setDraft((d) => ({ ...d, kind: e.target.value as Channel['kind'] }))}
              >
                {KINDS.map((k) => (
                  <option key={k} value={k}>
                    {t(`channelKind.${k}`)}
                  </option>
                ))}
              </select>
            </label>
            <button type="submit">{t('settings.addChannel')}</button>
          </form>
        )}
      </section>
      <section className="panel" aria-labelledby="retention-title">
        <h2 id="retention-title">{t('settings.retention')}</h2>
        <p className="hint">{t('settings.retentionHint')}</p>
        <form
          className="row"
          onSubmit={(e) => {
            e.preventDefault()
            void act(() => api.saveRetention(days), t('settings.saved'))
          }}
        >
          <label>
            {t('settings.days')}
            <input
              type="number"
              min={1}
              max={3650}
              value={days}
              disabled={!canEdit}
              onChange={(e) => setDays(Math.max(1, Number(e.target.value) || 1))}
            />
          </label>
          {canEdit && (
            <button type="submit" className="primary">
              {t('common.save')}
            </button>
          )}
        </form>
      </section>
    </Page>
  )
}
