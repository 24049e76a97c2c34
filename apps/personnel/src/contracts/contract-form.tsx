import { useState } from 'react'
import { useRequest } from '@hr-portal/bridge/react'
import { dictionaryChoices } from '../api'
import { useAction, useLanguage, useT } from '@hr-portal/kit'
import { TERMS, type Contract, type ContractDocument, type ContractInput, type Term } from './contract-api'
import { DocumentPicker } from './document-picker'
import { DateField } from '@hr-portal/ui'

interface Props {
  /** The contract edited; a new one otherwise. */
  contract?: Contract
  onSubmit: (input: ContractInput) => Promise<void>
  onCancel: () => void
}

/** Adds or edits a contract: type (the contract type dictionary), term, dates, probation, signing date, documents, draft or active. */
export function ContractForm({ contract, onSubmit, onCancel }: Props) {
  const t = useT()
  const language = useLanguage()
  const types = useRequest(() => dictionaryChoices(['contractType']), [language])
  const [typeCode, setTypeCode] = useState(contract?.typeCode ?? '')
  const [term, setTerm] = useState<Term>(contract?.term ?? 'fixed')
  const [dates, setDates] = useState({
    startDate: contract?.startDate ?? '',
    endDate: contract?.endDate ?? '',
    probationEnd: contract?.probationEnd ?? '',
    signDate: contract?.signDate ?? '',
  })
  const [project, setProject] = useState(contract?.project ?? '')
  const [months, setMonths] = useState(contract?.probationMonths ?? 0)
  const [documents, setDocuments] = useState<ContractDocument[]>(contract?.documents ?? [])
  const [draft, setDraft] = useState(contract?.status === 'draft')
  const action = useAction()
  const canDraft = !contract || contract.status === 'draft'
  const choices = types.data?.contractType ?? []
  const date = (key: keyof typeof dates, label: string, required = false) => (
    <label className="pers-inline-field">
      {label}
      {required && ' *'}
      <DateField
        kind="date"
        className="hr-input"
        required={required}
        value={dates[key]}
        data-testid={`contract-${key}`}
        onValueChange={(v) => setDates({ ...dates, [key]: v })}
      />
    </label>
  )
  function submit() {
    void action.run(() =>
      onSubmit({
        typeCode,
        term,
        startDate: dates.startDate,
        endDate: term === 'open' ? '' : dates.endDate,
        project: term === 'project' ? project : '',
        probationMonths: months,
        probationEnd: months > 0 ? dates.probationEnd : '',
        signDate: dates.signDate,
        documents: documents.map((d) => d.fileId),
        ...(canDraft ? { status: draft ? ('draft' as const) : ('active' as const) } : {}),
      }),
    )
  }
  return (
    <form
      className="pers-section pers-contract-form"
      aria-label={contract ? t('contracts.edit') : t('contracts.add')}
      data-testid="contract-form"
      onSubmit={(e) => {
        e.preventDefault()
        submit()
      }}
    >
      <h2>{contract ? t('contracts.edit') : t('contracts.add')}</h2>
      <div className="pers-form-grid">
        <label className="pers-inline-field">
          {t('contracts.type')} *
          <select
            className="hr-input"
            required
            value={typeCode}
            data-testid="contract-type"
            onChange={(e) => setTypeCode(e.target.value)}
          >
            <option value="">{t('common.choose')}</option>
            {choices.map((c) => (
              <option key={c.value} value={c.value}>
                {c.label}
              </option>
            ))}
            {contract && !choices.some((c) => c.value === typeCode) && (
              <option value={typeCode}>{t('common.disabledValue', { label: contract.typeName })}</option>
            )}
          </select>
        </label>
        <label className="pers-inline-field">
          {t('contracts.term')} *
          <select
            className="hr-input"
            value={term}
            data-testid="contract-term"
            onChange={(e) => setTerm(e.target.value as Term)}
          >
            {TERMS.map((value) => (
              <option key={value} value={value}>
                {t(`contracts.terms.${value}`)}
              </option>
            ))}
          </select>
        </label>
        {date('startDate', t('contracts.start'), true)}
        {term !== 'open' && date('endDate', t('contracts.end'), term === 'fixed')}
        {term === 'project' && (
          <label className="pers-inline-field">
            {t('contracts.project')} *
            <input
              className="hr-input"
              required
              maxLength={100}
              value={project}
              onChange={(e) => setProject(e.target.value)}
            />
          </label>
        )}
        <label className="pers-inline-field">
          {t('contracts.probationMonths')}
          <input
            type="number"
            className="hr-input"
            min={0}
            max={6}
            value={months}
            data-testid="contract-probation"
            onChange={(e) => setMonths(Math.max(0, Math.min(6, Number(e.target.value) || 0)))}
          />
        </label>
        {months > 0 && date('probationEnd', t('contracts.probationEnd'))}
        {date('signDate', t('contracts.signDate'))}
      </div>
      {months > 0 && !dates.probationEnd && <p className="pers-hint">{t('contracts.probationHint')}</p>}
      <DocumentPicker documents={documents} onChange={setDocuments} />
      {canDraft && (
        <label className="pers-check">
          <input type="checkbox" checked={draft} onChange={(e) => setDraft(e.target.checked)} />
          {t('contracts.saveAsDraft')}
        </label>
      )}
      {action.problem && (
        <p role="alert" className="pers-error" data-testid="contract-error">
          {action.problem}
        </p>
      )}
      <div className="pers-form-actions">
        <button
          type="submit"
          className="hr-button"
          data-variant="primary"
          data-testid="contract-save"
          disabled={action.busy}
        >
          {action.busy ? t('common.saving') : t('common.save')}
        </button>
        <button type="button" className="hr-button" onClick={onCancel} disabled={action.busy}>
          {t('common.cancel')}
        </button>
      </div>
    </form>
  )
}
