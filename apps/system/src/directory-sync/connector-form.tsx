import { useEffect, useState, type FormEvent } from 'react'
import { useT } from '@hr-portal/kit'
import {
  FIELDS,
  saveConnector,
  testConnector,
  type Connector,
  type Platform,
  type Rules,
  type SettingsDraft,
} from './dirsync-api'

const DEFAULT_RULES: Rules = {
  name: 'platform',
  mobile: 'platform',
  email: 'platform',
  jobNumber: 'portal',
  department: 'platform',
  title: 'platform',
  entryDate: 'platform',
  workStartDate: 'platform',
}

const draftOf = (connector: Connector | null): SettingsDraft => ({
  corpId: connector?.corpId ?? '',
  appKey: connector?.appKey ?? '',
  appSecret: '',
  agentId: connector?.agentId ?? '',
  callbackToken: '',
  callbackKey: '',
  apiUrl: connector?.apiUrl ?? '',
  rules: connector?.rules ?? DEFAULT_RULES,
  catchupMinutes: connector?.catchupMinutes ?? 0,
  entryDateAttr: connector?.entryDateAttr ?? '入职日期',
  workStartAttr: connector?.workStartAttr ?? '参加工作时间',
})

/** The connector's settings: what the platform's console shows, the field rules and the catch-up interval; Test connection and Save. */
export function ConnectorForm({
  platform,
  connector,
  callbackUrl,
  canManage,
  onSaved,
}: {
  platform: Platform
  connector: Connector | null
  callbackUrl: string
  canManage: boolean
  onSaved: () => void
}) {
  const t = useT()
  const [draft, setDraft] = useState(() => draftOf(connector))
  const [busy, setBusy] = useState(false)
  const [status, setStatus] = useState<'ds.testOk' | 'ds.saved' | ''>('')
  const [error, setError] = useState('')
  useEffect(() => setDraft(draftOf(connector)), [connector])
  const id = (name: string) => `ds-${platform}-${name}`
  const set = (patch: Partial<SettingsDraft>) => setDraft((current) => ({ ...current, ...patch }))

  async function run(action: 'test' | 'save') {
    setBusy(true)
    setStatus('')
    setError('')
    try {
      if (action === 'test') {
        const answer = await testConnector(platform, draft)
        if (answer.ok) setStatus('ds.testOk')
        else setError(answer.message)
      } else {
        await saveConnector(platform, draft)
        setStatus('ds.saved')
        onSaved()
      }
    } catch (cause) {
      setError(cause instanceof Error && cause.message ? cause.message : t('ds.failed'))
    } finally {
      setBusy(false)
    }
  }

  function submit(event: FormEvent) {
    event.preventDefault()
    if (!draft.corpId.trim()) return setError(t('ds.corpIdRequired'))
    void run('save')
  }

  const text = (
    name: keyof SettingsDraft,
    opts: { secret?: boolean; saved?: boolean; hint?: string; required?: boolean } = {},
  ) => (
    <div className="ds-field">
      <label htmlFor={id(name)}>
        {t(`ds.field.${name}`)}
        {opts.required && <span aria-hidden="true"> *</span>}
      </label>
      <input
        id={id(name)}
        type={opts.secret ? 'password' : 'text'}
        autoComplete={opts.secret ? 'new-password' : 'off'}
        value={String(draft[name])}
        disabled={busy || !canManage}
        required={opts.required}
        aria-describedby={opts.hint || opts.saved ? id(`${name}-hint`) : undefined}
        placeholder={opts.saved ? t('ds.keepSaved') : ''}
        onChange={(e) => set({ [name]: e.target.value })}
        data-testid={`ds-${name}`}
      />
      {(opts.hint || opts.saved) && (
        <small id={id(`${name}-hint`)}>{opts.saved ? t('ds.savedSecret') : opts.hint}</small>
      )}
    </div>
  )

  return (
    <form className="ds-form" onSubmit={submit} noValidate aria-labelledby={id('title')}>
      <h3 id={id('title')}>{t('ds.settings')}</h3>
      <div className="ds-grid">
        {text('corpId', { required: true, hint: t(`ds.hint.corpId.${platform}`) })}
        {platform !== 'wecom' && text('appKey', { hint: t(`ds.hint.appKey.${platform}`) })}
        {text('appSecret', { secret: true, saved: connector?.appSecretSaved })}
        {platform !== 'feishu' && text('agentId')}
        {text('callbackToken', { secret: true, saved: connector?.callbackTokenSaved })}
        {text('callbackKey', {
          secret: true,
          saved: connector?.callbackKeySaved,
          hint: t(`ds.hint.callbackKey.${platform}`),
        })}
        {text('apiUrl', { hint: t('ds.hint.apiUrl') })}
        {text('entryDateAttr', { hint: t(`ds.hint.entryDateAttr.${platform}`) })}
        {text('workStartAttr', { hint: t('ds.hint.workStartAttr') })}
        <div className="ds-field">
          <label htmlFor={id('catchup')}>{t('ds.field.catchupMinutes')}</label>
          <input
            id={id('catchup')}
            type="number"
            min={0}
            max={10080}
            step={5}
            value={draft.catchupMinutes}
            disabled={busy || !canManage}
            aria-describedby={id('catchup-hint')}
            onChange={(e) => set({ catchupMinutes: Math.max(0, Math.min(10080, Number(e.target.value) || 0)) })}
          />
          <small id={id('catchup-hint')}>{t('ds.hint.catchup')}</small>
        </div>
      </div>
      <p className="ds-callback">
        <span>{t('ds.callbackUrl')}</span> <code data-testid="ds-callback-url">{callbackUrl}</code>
      </p>
      <p className="profile-hint">{t(`ds.callbackHint.${platform}`)}</p>
      <fieldset className="ds-rules">
        <legend>{t('ds.rules')}</legend>
        <table>
          <thead>
            <tr>
              <th scope="col">{t('ds.rulesField')}</th>
              <th scope="col">{t('ds.rulePlatform')}</th>
              <th scope="col">{t('ds.rulePortal')}</th>
            </tr>
          </thead>
          <tbody>
            {FIELDS.map((field) => (
              <tr key={field}>
                <th scope="row" id={id(`rule-${field}`)}>
                  {t(`ds.syncField.${field}`)}
                </th>
                {(['platform', 'portal'] as const).map((side) => (
                  <td key={side}>
                    <input
                      type="radio"
                      name={id(`rule-${field}`)}
                      checked={draft.rules[field] === side}
                      disabled={busy || !canManage}
                      aria-label={`${t(`ds.syncField.${field}`)}: ${t(side === 'platform' ? 'ds.rulePlatform' : 'ds.rulePortal')}`}
                      onChange={() => set({ rules: { ...draft.rules, [field]: side } })}
                    />
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </fieldset>
      {canManage && (
        <div className="ds-actions">
          <button
            type="button"
            className="ds-secondary"
            disabled={busy}
            onClick={() => void run('test')}
            data-testid="ds-test"
          >
            {t('ds.test')}
          </button>
          <button type="submit" disabled={busy} data-testid="ds-save">
            {t('ds.save')}
          </button>
        </div>
      )}
      <p role="status" aria-live="polite" className="settings-status" data-testid="ds-status">
        {status && t(status)}
      </p>
      {error && (
        <p role="alert" className="role-error" data-testid="ds-error">
          {error}
        </p>
      )}
    </form>
  )
}
