import { useEffect, useState } from 'react'
import { usePermission, useRequest } from '@hr-portal/bridge/react'
import { getOptions, getRecord, type FieldValue } from '../api'
import { app, RequestError, router, useLanguage, useT } from '@hr-portal/kit'
import { RecordContracts } from '../contracts/record-contracts'
import { OffboardDialog } from './offboard-dialog'
import { RecordSections } from './record-sections'
import { ProbationNote } from '../moves/probation-note'
import { HistoryTab } from './history-tab'
import { RecordTabs, type RecordTab } from './record-tabs'
import { TrainingSection } from './training-section'
import { DocumentsSection } from '../self-service/documents-section'
import { EarlierSpells } from '../leaving/earlier-spells'
import { useRecordEditor } from './use-record-editor'

/**
 * One employee record (`/records/:id`, intent `staff.record`): read-only, an Edit mode for HR (110101), offboarding
 * (110103), a Contracts tab with the person's contracts (1104) and a History tab with every change of the record.
 */
export function RecordPage({ id }: { id: number }) {
  const t = useT()
  const language = useLanguage()
  const canEdit = usePermission('110101')
  const canOffboard = usePermission('110103')
  const record = useRequest(() => getRecord(id), [id, language])
  const editor = useRecordEditor(record.data, record.retry)
  const [offboarding, setOffboarding] = useState(false)
  const [tab, setTab] = useState<RecordTab>('details')
  const canReadContracts = usePermission('1104')
  const canReviewProbation = usePermission('1106')
  const organId = editor.editing ? Number(editor.draft.organ ?? record.data?.values.organ ?? 0) || undefined : undefined
  const options = useRequest(
    () => (editor.editing ? getOptions(organId) : Promise.resolve(null)),
    [editor.editing, organId],
  )
  // Another app changed this person (staff.changed): show the new state unless the user is editing.
  useEffect(
    () =>
      app.events.on('staff.changed', (payload) => {
        if ((payload as { id?: number }).id === id && !editor.editing) record.retry()
      }),
    [id, editor.editing],
  )

  const data = record.data
  const name = data ? String(data.values.name ?? '') : ''
  const editable = data?.fields.some((f) => f.access === 'edit') ?? false
  const tabbed = !!data && !editor.editing
  const tabs: RecordTab[] = canReadContracts ? ['details', 'contracts', 'history'] : ['details', 'history']
  function changeOrgan(key: string, value: FieldValue) {
    editor.change(key, value)
    // A new department has other positions: the position is chosen again.
    if (key === 'organ') editor.change('gangwei', null)
    if (key === 'gangwei') {
      const post = options.data?.gangweis.find((g) => g.id === value)?.zhiweiId
      if (post) editor.change('zhiwei', post)
    }
  }
  return (
    <div className="pers-page" data-testid="record-page">
      <header className="page-head">
        <h1>
          {name || t('record.title')}
          {data?.status === 2 && <span className="pers-badge">{t('records.left')}</span>}
        </h1>
        <div className="pers-actions">
          <button type="button" className="hr-button" onClick={() => router.navigate('/records')}>
            {t('common.back')}
          </button>
          {data && canEdit && editable && !editor.editing && (
            <button
              type="button"
              className="hr-button"
              data-variant="primary"
              data-testid="edit-record"
              onClick={editor.start}
            >
              {t('record.edit')}
            </button>
          )}
          {data && canOffboard && data.status === 1 && !editor.editing && (
            <button type="button" className="hr-button" data-testid="offboard" onClick={() => setOffboarding(true)}>
              {t('record.offboard')}
            </button>
          )}
          {data && canOffboard && data.status === 1 && !editor.editing && (
            <button
              type="button"
              className="hr-button"
              data-testid="start-termination"
              onClick={() => router.navigate(`/leaving/new/${data.id}`)}
            >
              {t('leaving.startTerminationButton')}
            </button>
          )}
        </div>
      </header>
      <main className="pers-body" aria-busy={record.loading}>
        {tabbed && <RecordTabs tabs={tabs} selected={tab} onSelect={setTab} />}
        {data && tabbed && tab === 'contracts' && canReadContracts ? (
          <div role="tabpanel" id="panel-contracts" aria-labelledby="tab-contracts">
            <RecordContracts employeeId={data.id} name={name} today={new Date().toISOString().slice(0, 10)} />
          </div>
        ) : data && tabbed && tab === 'history' ? (
          <div role="tabpanel" id="panel-history" aria-labelledby="tab-history">
            <HistoryTab employeeId={data.id} />
          </div>
        ) : (
          // biome-ignore lint/a11y/useAriaPropsSupportedByRole: labelled only when it is a tab panel
          <div
            role={tabbed ? 'tabpanel' : undefined}
            id="panel-details"
            aria-labelledby={tabbed ? 'tab-details' : undefined}
          >
            <RequestError className="pers-error" error={record.error} retry={record.retry} />
            {record.loading && !data && <p role="status">{t('common.loading')}</p>}
            {data && data.status === 2 && (
              <p className="pers-left-note" data-testid="left-note">
                {t('record.leaveDate')}: {data.leaveDate ?? t('common.none')} · {t('record.leaveReason')}:{' '}
                {data.leaveReason || t('common.none')}
              </p>
            )}
            {data && data.status === 1 && canReviewProbation && !editor.editing && (
              <ProbationNote employeeId={data.id} />
            )}
            {editor.editing && <p className="pers-hint">{t('record.editing')}</p>}
            {editor.failure && (
              <p role="alert" className="pers-error" data-testid="record-error">
                {editor.failure}
              </p>
            )}
            {data && (
              <form
                onSubmit={(e) => {
                  e.preventDefault()
                  void editor.save()
                }}
                aria-label={t('record.title')}
              >
                <RecordSections
                  fields={data.fields}
                  values={data.values}
                  names={data.names}
                  hiddenFields={data.hiddenFields}
                  custom={
                    data.custom && {
                      name: data.custom.form.name,
                      fields: data.custom.form.fields,
                      values: data.custom.values,
                      hiddenFields: data.custom.hiddenFields,
                    }
                  }
                  editing={editor.editing}
                  draft={editor.draft}
                  customDraft={editor.customDraft}
                  options={options.data}
                  onChange={changeOrgan}
                  onCustomChange={editor.changeCustom}
                />
                {editor.editing && (
                  <div className="pers-form-actions">
                    <button
                      type="submit"
                      className="hr-button"
                      data-variant="primary"
                      data-testid="save-record"
                      disabled={editor.saving}
                    >
                      {editor.saving ? t('common.saving') : t('common.save')}
                    </button>
                    <button type="button" className="hr-button" onClick={editor.cancel} disabled={editor.saving}>
                      {t('common.cancel')}
                    </button>
                  </div>
                )}
              </form>
            )}
            {data && !editor.editing && <TrainingSection id={data.id} />}
            {data && !editor.editing && <DocumentsSection employeeId={data.id} />}
            {data && !editor.editing && <EarlierSpells employeeId={data.id} />}
          </div>
        )}
      </main>
      {offboarding && data && (
        <OffboardDialog
          id={data.id}
          name={name}
          onClose={() => setOffboarding(false)}
          onDone={() => {
            setOffboarding(false)
            record.retry()
          }}
        />
      )}
    </div>
  )
}
