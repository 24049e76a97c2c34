import { useRequest } from '@hr-portal/bridge/react'
import { RequestError, useLanguage } from '@hr-portal/kit'
import { getRecord } from '../api'
import { CasesPage } from './cases-page'

/** The leaving page opened from a record ('Start a termination', `/leaving/new/:employeeId`): the person chosen. */
export function NewTerminationPage({ employeeId }: { employeeId: number }) {
  const language = useLanguage()
  const record = useRequest(() => getRecord(employeeId), [employeeId, language])
  if (record.error) return <RequestError className="pers-error" error={record.error} retry={record.retry} />
  if (!record.data) return null
  const values = record.data.values
  const person = { id: employeeId, name: String(values.name ?? ''), jobNumber: String(values.jobNumber ?? '') }
  return <CasesPage person={person} />
}
