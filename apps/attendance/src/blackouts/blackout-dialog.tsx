import { useState } from 'react'
import { useRequest } from '@hr-portal/bridge/react'
import { useLanguage, useT } from '@hr-portal/kit'
import { DialogContainer, dialogContainerLabels } from '@hr-portal/ui'
import { leaveCalls } from '../leave-api'
import { flattenOrgans } from '../leave-balances/organs'
import { tablesApi } from '../tables-api'
import { ChoiceList } from './choice-list'
import { type Blackout, blackoutsApi } from './blackouts-api'

/** Creates a blackout period (`start` null) or changes one: its days, its reason, the types and departments it closes. */
export function BlackoutDialog({
  start,
  onSaved,
  onClose,
}: {
  start: Blackout | null
  onSaved: (saved: Blackout) => void
  onClose: () => void
}) {
  const t = useT()
  const language = useLanguage()
  const types = useRequest(() => leaveCalls.types(), [])
  const organs = useRequest(() => tablesApi.organs(), [])
  const [startDate, setStartDate] = useState(start?.startDate ?? '')
  const [endDate, setEndDate] = useState(start?.endDate ?? '')
  const [reason, setReason] = useState(start?.reason ?? '')
  const [typeCodes, setTypeCodes] = useState<string[] | null>(start?.typeCodes ?? null)
  const [organIds, setOrganIds] = useState<number[] | null>(start?.organIds ?? null)
  const [problem, setProblem] = useState('')

  async function save() {
    setProblem('')
    if (!startDate || !endDate || !reason.trim() || typeCodes?.length === 0 || organIds?.length === 0) {
      setProblem(t('blackouts.needs'))
      throw new Error('incomplete')
    }
    try {
      const input = { startDate, endDate, reason: reason.trim(), typeCodes, organIds }
      onSaved(await blackoutsApi.save(start ? { ...input, id: start.id } : input))
    } catch (error) {
      setProblem((error as Error).message)
      throw error
    }
  }

  return (
    <DialogContainer
      open
      title={t(start ? 'blackouts.editTitle' : 'blackouts.addTitle')}
      width={560}
      labels={dialogContainerLabels[language]}
      formBtnList={[{ event: 'save', text: t('blackouts.save'), type: 'primary', delay: false }]}
      onButton={save}
      onClose={onClose}
    >
      <div className="blackout-form" data-testid="blackout-dialog">
        <div className="blackout-dates">
          <label>
            {t('blackouts.from')}
            <input type="date" value={startDate} onChange={(e) => setStartDate(e.target.value)} required />
          </label>
          <label>
            {t('blackouts.to')}
            <input type="date" value={endDate} min={startDate} onChange={(e) => setEndDate(e.target.value)} required />
          </label>
        </div>
        <label>
          {t('blackouts.reason')}
          <textarea value={reason} maxLength={200} onChange={(e) => setReason(e.target.value)} required />
        </label>
        <ChoiceList
          legend={t('blackouts.types')}
          allLabel={t('blackouts.allTypes')}
          chosen={typeCodes}
          onChange={setTypeCodes}
          choices={(types.data ?? []).map((type) => ({
            value: type.code,
            label: language === 'en' ? type.nameEn : type.nameZh,
          }))}
        />
        <ChoiceList
          legend={t('blackouts.departments')}
          allLabel={t('blackouts.wholeCompany')}
          hint={t('blackouts.departmentsHint')}
          chosen={organIds}
          onChange={setOrganIds}
          choices={(organs.data ? flattenOrgans(organs.data) : []).map((organ) => ({
            value: organ.id,
            label: organ.name,
            depth: organ.depth,
          }))}
        />
        {problem && (
          <p role="alert" className="form-error" data-testid="blackout-error">
            {problem}
          </p>
        )}
      </div>
    </DialogContainer>
  )
}
