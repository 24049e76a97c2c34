import { useEffect, useState } from 'react'
import { usePermission, useRequest } from '@hr-portal/bridge/react'
import { LoadError, useLanguage, useT } from '@hr-portal/kit'
import { bizTypeName } from './biz-type-name'
import { ConditionEditor } from './condition-editor'
import { type Definition, type DefinitionStep as Step, definitionsApi } from './definitions-api'

/** Workflows (menu 7002): the steps of each business type's approval, edited and saved with 700201. */
export function DefinitionsPage() {
  const t = useT()
  const language = useLanguage()
  const canSave = usePermission('700201')
  const list = useRequest(() => definitionsApi.list(), [])
  // Role names come in the page's language: asked again when it changes.
  const roles = useRequest(() => definitionsApi.roles(), [language])
  const [chosen, setChosen] = useState<Definition | null>(null)
  const [status, setStatus] = useState('')
  const [problem, setProblem] = useState('')
  const [saving, setSaving] = useState(false)
  useEffect(() => {
    if (list.data) {
      const first = list.data.definitions[0] ?? null
      setChosen((current) => current ?? first)
    }
  }, [list.data])

  const setStep = (index: number, step: Step) =>
    chosen && setChosen({ ...chosen, steps: chosen.steps.map((s, i) => (i === index ? step : s)) })
  async function save() {
    if (!chosen) return
    setSaving(true)
    setProblem('')
    setStatus('')
    try {
      await definitionsApi.save({ bizType: chosen.bizType, name: chosen.name, steps: chosen.steps })
      setStatus(t('definitions.saved'))
      list.retry()
    } catch (cause) {
      setProblem(cause instanceof Error ? cause.message : String(cause))
    } finally {
      setSaving(false)
    }
  }

  return (
    <div className="definitions">
      <header className="page-head">
        <h1>{t('definitions.title')}</h1>
      </header>
      <div className="center-body" aria-busy={list.loading}>
        <LoadError error={list.error} retry={list.retry} />
        {list.data && list.data.definitions.length === 0 && <p className="empty">{t('definitions.none')}</p>}
        {list.data && list.data.definitions.length > 0 && (
          <label className="field">
            {t('definitions.bizType')}
            <select
              value={chosen?.bizType ?? ''}
              onChange={(e) => setChosen(list.data!.definitions.find((d) => d.bizType === e.target.value) ?? null)}
            >
              {list.data.definitions.map((d) => (
                <option key={d.bizType} value={d.bizType}>
                  {bizTypeName(t, d)} ({d.bizType})
                </option>
              ))}
            </select>
          </label>
        )}
        {chosen && (
          <ol className="definition-steps">
            {chosen.steps.map((step, index) => (
              <li key={index}>
                <fieldset>
                  <legend>
                    {t('definitions.step', { n: index + 1 })} · {language === 'en' ? step.nameEn : step.nameZh}
                  </legend>
                  <label className="field">
                    {t('definitions.nameZh')}
                    <input
                      value={step.nameZh}
                      maxLength={40}
                      onChange={(e) => setStep(index, { ...step, nameZh: e.target.value })}
                    />
                  </label>
                  <label className="field">
                    {t('definitions.nameEn')}
                    <input
                      value={step.nameEn}
                      maxLength={40}
                      onChange={(e) => setStep(index, { ...step, nameEn: e.target.value })}
                    />
                  </label>
                  <label className="field">
                    {t('definitions.approver')}
                    <select
                      value={step.approver.type === 'manager' ? `m${step.approver.level}` : `r${step.approver.roleId}`}
                      onChange={(e) =>
                        setStep(index, {
                          ...step,
                          approver: e.target.value.startsWith('m')
                            ? { type: 'manager', level: Number(e.target.value.slice(1)) }
                            : { type: 'role', roleId: Number(e.target.value.slice(1)) },
                        })
                      }
                    >
                      {[1, 2, 3].map((level) => (
                        <option key={level} value={`m${level}`}>
                          {t('definitions.manager', { level })}
                        </option>
                      ))}
                      {(roles.data ?? []).map((role) => (
                        <option key={role.id} value={`r${role.id}`}>
                          {t('definitions.role', { name: role.name })}
                        </option>
                      ))}
                    </select>
                  </label>
                  <label className="field">
                    {t('definitions.minAmount')}
                    <input
                      type="number"
                      min={0}
                      step={0.5}
                      value={step.minAmount ?? ''}
                      onChange={(e) =>
                        setStep(index, {
                          ...step,
                          minAmount: e.target.value === '' ? undefined : Number(e.target.value),
                        })
                      }
                    />
                  </label>
                  <ConditionEditor
                    kind="approval"
                    bizType={chosen.bizType}
                    owner={t('definitions.step', { n: index + 1 })}
                    conditions={step.conditions ?? []}
                    disabled={!canSave}
                    onChange={(conditions) =>
                      setStep(index, { ...step, conditions: conditions.length ? conditions : undefined })
                    }
                  />
                  {chosen.steps.length > 1 && (
                    <button
                      type="button"
                      onClick={() => setChosen({ ...chosen, steps: chosen.steps.filter((_, i) => i !== index) })}
                    >
                      {t('definitions.remove')}
                    </button>
                  )}
                </fieldset>
              </li>
            ))}
          </ol>
        )}
        {chosen && canSave && (
          <div className="row-actions">
            <button
              type="button"
              onClick={() =>
                setChosen({
                  ...chosen,
                  steps: [
                    ...chosen.steps,
                    { nameZh: '审批', nameEn: 'Approval', approver: { type: 'manager', level: 1 } },
                  ],
                })
              }
              disabled={chosen.steps.length >= 10}
            >
              {t('definitions.add')}
            </button>
            <button type="button" className="primary" onClick={() => void save()} disabled={saving}>
              {t('definitions.save')}
            </button>
          </div>
        )}
        {problem && (
          <p role="alert" className="form-error">
            {problem}
          </p>
        )}
        <p role="status" aria-live="polite" className="form-done">
          {status}
        </p>
      </div>
    </div>
  )
}
