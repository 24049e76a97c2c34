import { callThrough } from '@hr-portal/api/client'
import { personnelApi } from '@hr-portal/api/client/personnel'
import { http } from '@hr-portal/kit'

const ums = personnelApi(callThrough(http))

/** Leaving: resignations and terminations, their steps, settlement and certificate, typed by the contract (api/src/personnel/leaving.ts). */
export const leavingApi = {
  resign: (lastDay: string, reason: string) => ums.leaving.resign({ lastDay, reason }),
  terminate: (body: TerminateInput) => ums.leaving.terminate(body),
  cases: (status?: CaseStatus) => ums.leaving.cases(status ? { status } : {}),
  detail: (id: string) => ums.leaving.detail({ id }),
  mine: () => ums.leaving.mine(),
  step: (id: string, step: CaseStep, employeeId?: number) =>
    ums.leaving.step(employeeId ? { id, step, employeeId } : { id, step }),
  interview: (body: InterviewInput) => ums.leaving.interview(body),
  settlement: (id: string) => ums.leaving.settlement({ id }),
  adjust: (body: AdjustInput) => ums.leaving.adjust(body),
  pay: (id: string) => ums.leaving.pay({ id }),
  certificate: (id: string, lang: 'zh' | 'en') => ums.leaving.certificate({ id, lang }),
  certificatePdf: (id: string) => ums.leaving.certificatePdf({ id }),
  sendCertificate: (id: string) => ums.leaving.sendCertificate({ id }),
  cities: () => ums.leaving.cities(),
  saveCity: (body: CityInput) => ums.leaving.saveCity(body),
  removeCity: (city: string) => ums.leaving.removeCity({ city }),
  /** Staff on the job by name or job number, 10 a page with the total (the people picker offers the next page). */
  findPeople: (keyword: string, page = 1) => ums.lookups.findPeoplePage({ keyword, page, rows: 10 }),
  spells: (employeeId: number) => ums.leaving.spells({ employeeId }),
}

export type LeavingCase = Awaited<ReturnType<typeof ums.leaving.detail>>
export type CaseStatus = LeavingCase['status']
export type CaseBasis = LeavingCase['basis']
export type Settlement = Awaited<ReturnType<typeof ums.leaving.settlement>>
export type CityWage = Awaited<ReturnType<typeof ums.leaving.cities>>[number]
export type TerminateInput = Parameters<typeof ums.leaving.terminate>[0]
export type CaseStep = Parameters<typeof ums.leaving.step>[0]['step']
export type InterviewInput = Parameters<typeof ums.leaving.interview>[0]
export type AdjustInput = Parameters<typeof ums.leaving.adjust>[0]
export type CityInput = Parameters<typeof ums.leaving.saveCity>[0]

export const BASES: CaseBasis[] = ['mutual', 'resignation', 'misconduct', 'noFault', 'redundancy', 'expiry']
/** Whether a basis owes economic compensation (劳动合同法 art. 46), as the gateway works it out. */
export const OWES: Record<CaseBasis, boolean> = {
  mutual: true,
  resignation: false,
  misconduct: false,
  noFault: true,
  redundancy: true,
  expiry: true,
}

/** An amount as people read it: thousands separated, two places. */
export const money = (amount: string) => {
  const [whole, part = '00'] = amount.split('.')
  return `${whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}.${part.padEnd(2, '0')}`
}
