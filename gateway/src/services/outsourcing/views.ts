import { amountOfFen } from '../../core/money'
import type { OutsourcingAssignmentTable, OutsourcingProviderTable, OutsourcingWorkerTable, RateUnit } from './tables'

/** A provider as the pages read it; the rate a decimal string ('35.50'). */
export const providerView = (row: OutsourcingProviderTable) => ({
  id: row.id,
  name: row.name,
  contactName: row.contact_name,
  contactPhone: row.contact_phone,
  contractFrom: row.contract_from,
  contractTo: row.contract_to,
  rateUnit: row.rate_unit as RateUnit,
  rate: amountOfFen(row.rate_fen),
})

/** An assignment with its department's name; `rate` null: the provider's. */
export const assignmentView = (row: OutsourcingAssignmentTable, organName: string) => ({
  id: row.id,
  workerId: row.worker_id,
  organId: row.organ_id,
  organName,
  from: row.from_day,
  to: row.to_day,
  rate: row.rate_fen === null ? null : amountOfFen(row.rate_fen),
})

/** A worker with their provider's name, whether they have an account, and their assignments. */
export const workerView = (
  row: OutsourcingWorkerTable,
  providerName: string,
  userName: string | null,
  assignments: ReturnType<typeof assignmentView>[],
) => ({
  id: row.id,
  providerId: row.provider_id,
  providerName,
  name: row.name,
  idNumber: row.id_number,
  mobile: row.mobile,
  skills: row.skills,
  account: userName,
  assignments,
})
