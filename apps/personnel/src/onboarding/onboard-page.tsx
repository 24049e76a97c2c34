import { useEffect, useState } from 'react'
import { useAppPath, usePermission, useRequest } from '@hr-portal/bridge/react'
import { PeoplePicker, TextField, type PickedPerson } from '@hr-portal/ui'
import { findPeople, getOptions, onboard, type FieldValue } from '../api'
import { RecordSections } from '../record/record-sections'
import { app, http, RequestError, router, shell, useLanguage, useT } from '@hr-portal/kit'
import { candidateOfPath, markHired, useCandidateValues } from './from-candidate'
import { NoPositionsNote } from './no-positions-note'
import { onboardFields } from './onboard-fields'

/**
 * Onboarding a new hire (110102, `/records/new`): the record's fields the onboarder may edit, and optionally a sign-in account with roles.
 * From a candidate (`/records/new/<id>`, intent staff.onboard) the fields start from the candidate and the approved offer, and the
 * candidate is marked hired once the record exists.
 */
export function OnboardPage() {
  const t = useT()
  const language = useLanguage()
  const allowed = usePermission('110102')
  const fields = useRequest(() => onboardFields(), [language])
  const [draft, setDraft] = useState<Record<string, FieldValue>>({})
  const candidateId = candidateOfPath(useAppPath(router))
  const fromCandidate = useCandidateValues(candidateId, (values) => setDraft((d) => ({ ...values, ...d })))
  const organId = Number(draft.organ ?? 0) || undefined
  const options = useRequest(() => getOptions(organId), [organId, language])
  // A chosen department without positions: the required position list would be empty, so say why and how to get one.
  const noPositions = organId !== undefined && !options.loading && options.data?.gangweis.length === 0
  // The line manager: the department's usual one until HR picks someone (or removes them).
  const [manager, setManager] = useState<{ people: PickedPerson[]; picked: boolean }>({ people: [], picked: false })
  const usual = options.data?.usualManager
  useEffect(() => {
    setManager((m) => (m.picked ? m : { people: usual ? [usual] : [], picked: false }))
  }, [usual])
  const [withAccount, setWithAccount] = useState(false)
  const [account, setAccount] = useState({ userName: '', password: '' })
  const [roleIds, setRoleIds] = useState<number[]>([])
  const [saving, setSaving] = useState(false)
  const [failure, setFailure] = useState('')
  const dirty = Object.values(draft).some((v) => v !== null && v !== '') || account.userName !== ''
  useEffect(() => {
    shell.ui.setDirty(dirty).catch(() => {})
  }, [dirty])
  useEffect(
    () => () => {
      shell.ui.setDirty(false).catch(() => {})
    },
    [],
  )

  function change(key: string, value: FieldValue) {
    // A whole ID number fills the birth date and gender left empty (getPnidInfo); a bad one is said at Onboard.
    if (key === 'idNumber' && typeof value === 'string' && value.trim().length === 18) {
      http
        .postJson<{ birthDate: string; gender: number }>(
          '/ums/web/user/getPnidInfo',
          { pnid: value.trim() },
          { unLoading: true },
        )
        .then((a) =>
          setDraft((d) => ({
            ...d,
            birthDate: d.birthDate || a.result!.birthDate,
            gender: d.gender || String(a.result!.gender),
          })),
        )
        .catch(() => {})
    }
    setDraft((d) => {
      const next = { ...d, [key]: value }
      if (key === 'organ') next.gangwei = null
      if (key === 'gangwei') {
        const post = options.data?.gangweis.find((g) => g.id === value)?.zhiweiId
        if (post) next.zhiwei = post
      }
      return next
    })
  }

  async function submit() {
    const missing = (fields.data ?? []).find(
      (f) =>
        f.required &&
        f.access === 'edit' &&
        (draft[f.key] === null || draft[f.key] === undefined || draft[f.key] === ''),
    )
    if (missing) return setFailure(t('common.required', { label: missing.label }))
    setSaving(true)
    setFailure('')
    const values = Object.fromEntries(Object.entries(draft).filter(([, v]) => v !== null && v !== ''))
    try {
      const { id } = await onboard(values, withAccount ? { ...account, roleIds } : undefined, manager.people[0]?.id)
      const name = String(draft.name ?? '')
      await shell.ui.setDirty(false).catch(() => {})
      shell.ui.message('success', t('onboard.done', { name })).catch(() => {})
      if (candidateId !== null) {
        const problem = await markHired(candidateId, id)
        shell.ui
          .message(
            problem ? 'error' : 'success',
            problem ? t('onboard.candidateNotLinked', { msg: problem }) : t('onboard.candidateLinked'),
          )
          .catch(() => {})
      }
      app.events.publish('staff.changed', { id, name: name.slice(0, 200) }).catch(() => {})
      router.navigate(`/records/${id}`)
    } catch (error) {
      setFailure((error as Error).message || 'error')
    } finally {
      setSaving(false)
    }
  }

  if (allowed === false)
    return (
      <p role="alert" className="pers-error">
        {t('common.error', { msg: "You don't have permission" })}
      </p>
    )
  return (
    <div className="pers-page" data-testid="onboard-page">
      <header className="page-head">
        <h1>{t('onboard.title')}</h1>
        <button type="button" className="hr-button" onClick={() => router.navigate('/records')}>
          {t('common.back')}
        </button>
      </header>
      <main className="pers-body" aria-busy={fields.loading}>
        <p className="pers-hint">{t('onboard.intro')}</p>
        {fromCandidate.name && (
          <p className="pers-hint" role="status" data-testid="onboard-candidate">
            {t('onboard.fromCandidate', { name: fromCandidate.name })}
          </p>
        )}
        {fromCandidate.error && (
          <p role="alert" className="pers-error">
            {fromCandidate.error}
          </p>
        )}
        <RequestError className="pers-error" error={fields.error} retry={fields.retry} />
        {fields.loading && !fields.data && <p role="status">{t('common.loading')}</p>}
        {fields.data && (
          <form
            onSubmit={(e) => {
              e.preventDefault()
              void submit()
            }}
            aria-label={t('onboard.title')}
          >
            <RecordSections
              fields={fields.data}
              values={{}}
              hiddenFields={fields.data.filter((f) => f.access === 'hidden').map((f) => f.key)}
              editing
              draft={draft}
              options={options.data}
              onChange={change}
              notes={noPositions ? { gangwei: <NoPositionsNote reload={options.retry} /> } : undefined}
            />
            <section className="pers-section" aria-labelledby="section-manager">
              <h2 id="section-manager">{t('onboard.manager')}</h2>
              <PeoplePicker
                legend={t('onboard.manager')}
                chosen={manager.people}
                onChange={(people) => setManager({ people: people.slice(-1), picked: true })}
                find={findPeople}
                language={language === 'en' ? 'en' : 'zh-CN'}
              />
              <p className="pers-hint">{t('onboard.managerHint')}</p>
            </section>
            <section className="pers-section" aria-labelledby="section-account">
              <h2 id="section-account">{t('onboard.account')}</h2>
              <label className="pers-check">
                <input type="checkbox" checked={withAccount} onChange={(e) => setWithAccount(e.target.checked)} />{' '}
                {t('onboard.createAccount')}
              </label>
              {withAccount && (
                <div className="pers-account">
                  <TextField
                    label={t('onboard.userName')}
                    value={account.userName}
                    maxLength={50}
                    autoComplete="off"
                    onValueChange={(userName) => setAccount((a) => ({ ...a, userName }))}
                  />
                  <TextField
                    label={t('onboard.password')}
                    type="password"
                    value={account.password}
                    maxLength={20}
                    autoComplete="new-password"
                    onValueChange={(password) => setAccount((a) => ({ ...a, password }))}
                  />
                  <p className="pers-hint">{t('onboard.passwordHint')}</p>
                  <fieldset className="pers-roles">
                    <legend>{t('onboard.roles')}</legend>
                    {(options.data?.roles ?? []).map((role) => (
                      <label key={role.id} className="pers-check">
                        <input
                          type="checkbox"
                          checked={roleIds.includes(role.id)}
                          onChange={(e) =>
                            setRoleIds((ids) =>
                              e.target.checked ? [...ids, role.id] : ids.filter((id) => id !== role.id),
                            )
                          }
                        />{' '}
                        {role.name}
                      </label>
                    ))}
                  </fieldset>
                </div>
              )}
            </section>
            {failure && (
              <p role="alert" className="pers-error" data-testid="onboard-error">
                {failure}
              </p>
            )}
            <div className="pers-form-actions">
              <button
                type="submit"
                className="hr-button"
                data-variant="primary"
                data-testid="onboard-submit"
                disabled={saving}
              >
                {saving ? t('common.saving') : t('onboard.submit')}
              </button>
            </div>
          </form>
        )}
      </main>
    </div>
  )
}
