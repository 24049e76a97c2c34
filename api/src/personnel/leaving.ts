import { route } from '../route'
import { bool, id, list, matching, nullable, num, objectBody, oneOf, record, str, text, Type } from '../schema'
import { RECORD } from './codes'
import { LEAVING } from './leaving-codes'

export { LEAVING }

/**
 * The legal bases of leaving (劳动合同法): 协商一致 art. 36, 员工辞职 art. 37, 过失性解除 art. 39, 无过失性解除 art. 40,
 * 经济性裁员 art. 41, 合同到期不续 art. 44 (with art. 46 saying which owe economic compensation).
 */
export const LEAVING_BASES = ['mutual', 'resignation', 'misconduct', 'noFault', 'redundancy', 'expiry'] as const
export const LEAVING_STATUSES = ['pending', 'approved', 'rejected', 'cancelled', 'closed'] as const
export const LEAVING_STEPS = ['handover', 'confirmHandover', 'equipment'] as const

const AMOUNT = matching('^\\d{1,12}(\\.\\d{1,2})?$')
const DAY = matching('^\\d{4}-\\d{2}-\\d{2}$')

/** A resignation or termination with its offboarding steps. */
export const leavingCase = record({
  id: str(),
  employeeId: num(),
  employeeName: str(),
  jobNumber: str(),
  kind: oneOf(['resignation', 'termination'] as const),
  basis: oneOf(LEAVING_BASES),
  noticeGiven: bool(),
  reason: str(),
  lastDay: str(),
  entryDate: str(),
  status: oneOf(LEAVING_STATUSES),
  instanceId: nullable(str()),
  handoverTo: nullable(num()),
  handoverName: str(),
  handoverConfirmedAt: nullable(num()),
  equipmentReturnedAt: nullable(num()),
  interview: record({ reason: str(), rating: num(), comments: str(), wouldReturn: bool() }),
  interviewAt: nullable(num()),
  accountClosedAt: nullable(num()),
  runId: nullable(num()),
  paidAt: nullable(num()),
  certificateId: nullable(str()),
  /** The e-mail address on the leaver's record ('' : none, the certificate cannot be sent). */
  leaverEmail: str(),
  /** When HR sent the termination certificate to the leaver, and to which address. */
  certificateSentAt: nullable(num()),
  certificateSentTo: str(),
  createdAt: num(),
})

/** The final settlement as computed (and adjusted by HR), every amount yuan with two places. */
export const leavingSettlement = record({
  caseId: str(),
  month: str(),
  /** The salary group whose regular run pays the last month, and its run's proration of it. */
  salary: nullable(
    record({
      groupId: num(),
      groupName: str(),
      fixedPay: str(),
      employed: nullable(num()),
      total: nullable(num()),
      salaryToLastDay: str(),
    }),
  ),
  leave: record({
    daysWorked: num(),
    yearDays: num(),
    entitled: num(),
    taken: num(),
    paidByRun: num(),
    untaken: num(),
    dailyWage: str(),
    ratePct: num(),
    amount: str(),
  }),
  compensation: record({
    owed: bool(),
    serviceYears: num(),
    serviceMonths: num(),
    months: str(),
    monthlyWage: str(),
    capped: bool(),
    wageBasis: str(),
    noticePay: str(),
    amount: str(),
  }),
  city: nullable(record({ city: str(), monthlyWage: str(), annualWage: str() })),
  tax: record({ exemptLimit: str(), exempt: str(), taxable: str(), tax: str() }),
  adjustments: record({ leavePay: nullable(str()), compensation: nullable(str()) }),
  note: str(),
  /** What the off-cycle run pays: leave pay + compensation − its tax (the leave pay's wage tax comes in the run). */
  offCycleTotal: str(),
  paid: bool(),
  runId: nullable(num()),
})

export const cityWage = record({ city: str(), monthlyWage: str(), annualWage: str(), isDefault: bool() })

const CASES = "cases of the session tenant's staff (services/personnel/leaving/leaving.test.ts)"
const HR = 'HR with function 1107, their own tenant only'

/** Resignations and terminations, their offboarding, settlement, certificate, and the cities' average wages. */
export const leaving = {
  resign: route({
    method: 'POST',
    path: '/ums/web/leaving/resign',
    body: objectBody({ lastDay: DAY, reason: text(500, 1) }, ['lastDay', 'reason']),
    result: leavingCase,
    // 410005: nobody to approve it (no line manager with an account, no step set for the business type).
    errors: [RECORD.notFound, LEAVING.pending, LEAVING.beforeEntry, LEAVING.hasLeft, 410005],
    tenant: "the caller's own record",
    summary: 'The caller asks to resign: a request their line manager decides in the approval centre.',
  }),
  terminate: route({
    method: 'POST',
    path: '/ums/web/leaving/terminate',
    body: objectBody(
      { employeeId: id(), lastDay: DAY, basis: oneOf(LEAVING_BASES), reason: text(500, 1), noticeGiven: bool() },
      ['employeeId', 'lastDay', 'basis', 'reason'],
    ),
    result: leavingCase,
    errors: [LEAVING.notFound, LEAVING.pending, LEAVING.beforeEntry, LEAVING.hasLeft, 410005],
    tenant: HR,
    summary: 'HR starts a termination with its legal basis (function 1107), decided through the workflow.',
  }),
  cases: route({
    method: 'POST',
    path: '/ums/web/leaving/cases',
    body: objectBody({ status: oneOf(LEAVING_STATUSES) }),
    result: list(leavingCase),
    errors: [],
    tenant: HR,
    summary: 'The tenant’s leaving cases, newest first (at most 200).',
  }),
  detail: route({
    method: 'POST',
    path: '/ums/web/leaving/detail',
    body: objectBody({ id: text(36, 1) }, ['id']),
    result: leavingCase,
    errors: [LEAVING.notFound],
    tenant: `${CASES}: HR, the leaver, the handover colleague and those who may see its request`,
    summary: 'One case (intents staffResignation.view and staffTermination.view of the approval centre).',
  }),
  mine: route({
    method: 'POST',
    path: '/ums/web/leaving/mine',
    body: objectBody({}),
    result: record({ cases: list(leavingCase), handovers: list(leavingCase) }),
    errors: [],
    tenant: "the caller's own cases and the handovers named to them",
    summary: "The caller's own cases, and the cases whose handover is named to them.",
  }),
  step: route({
    method: 'POST',
    path: '/ums/web/leaving/step',
    body: objectBody({ id: text(36, 1), step: oneOf(LEAVING_STEPS), employeeId: id() }, ['id', 'step']),
    result: leavingCase,
    errors: [LEAVING.notFound, LEAVING.wrongStep],
    tenant: CASES,
    summary:
      'An offboarding step: HR names the handover colleague or marks the equipment returned; the colleague confirms.',
  }),
  interview: route({
    method: 'POST',
    path: '/ums/web/leaving/interview',
    body: objectBody(
      {
        id: text(36, 1),
        reason: text(200),
        rating: Type.Integer({ minimum: 1, maximum: 5 }),
        comments: text(2000),
        wouldReturn: bool(),
      },
      ['id', 'rating'],
    ),
    result: leavingCase,
    errors: [LEAVING.notFound, LEAVING.wrongStep],
    tenant: CASES,
    summary: 'The exit interview, filled by the leaver or HR.',
  }),
  settlement: route({
    method: 'POST',
    path: '/ums/web/leaving/settlement',
    body: objectBody({ id: text(36, 1) }, ['id']),
    result: leavingSettlement,
    errors: [LEAVING.notFound, LEAVING.wrongStep],
    tenant: HR,
    summary: 'The final settlement worked out for HR to review (as paid, once paid).',
  }),
  adjust: route({
    method: 'POST',
    path: '/ums/web/leaving/adjust',
    body: objectBody(
      { id: text(36, 1), city: text(50), leavePay: nullable(AMOUNT), compensation: nullable(AMOUNT), note: text(500) },
      ['id'],
    ),
    result: leavingSettlement,
    errors: [LEAVING.notFound, LEAVING.wrongStep, LEAVING.paid, LEAVING.badAmount],
    tenant: HR,
    summary: "HR's adjustments of a settlement (the city, the leave pay, the compensation) with a note.",
  }),
  pay: route({
    method: 'POST',
    path: '/ums/web/leaving/pay',
    body: objectBody({ id: text(36, 1) }, ['id']),
    result: record({ runId: nullable(num()), settlement: leavingSettlement }),
    errors: [LEAVING.notFound, LEAVING.wrongStep, LEAVING.paid, LEAVING.noSalaryGroup, LEAVING.noCityWage],
    tenant: HR,
    summary: "Pays the settlement as an off-cycle run of the person's group for the month of the last day (once).",
  }),
  certificate: route({
    method: 'POST',
    path: '/ums/web/leaving/certificate',
    body: objectBody({ id: text(36, 1), lang: oneOf(['zh', 'en'] as const) }, ['id']),
    result: leavingCase,
    errors: [LEAVING.notFound, LEAVING.wrongStep, 411915],
    tenant: HR,
    summary:
      'Issues the termination certificate (once) from the last day of an approved case on, with its verification code.',
  }),
  sendCertificate: route({
    method: 'POST',
    path: '/ums/web/leaving/sendCertificate',
    body: objectBody({ id: text(36, 1) }, ['id']),
    result: leavingCase,
    errors: [LEAVING.notFound, LEAVING.wrongStep, LEAVING.noEmail, LEAVING.mailFailed],
    tenant: HR,
    summary:
      "E-mails the issued termination certificate (PDF attached) to the e-mail address on the leaver's record; the case keeps when and to which address.",
  }),
  certificatePdf: route({
    method: 'POST',
    path: '/ums/web/leaving/certificatePdf',
    body: objectBody({ id: text(36, 1) }, ['id']),
    file: true,
    errors: [LEAVING.notFound],
    tenant: `${CASES}: HR and the leaver`,
    summary: "The case's termination certificate as a PDF.",
  }),
  spells: route({
    method: 'POST',
    path: '/ums/web/leaving/spells',
    body: objectBody({ employeeId: id() }, ['employeeId']),
    result: list(record({ entryDate: str(), leaveDate: str(), reason: str() })),
    errors: [LEAVING.notFound],
    tenant: 'a record of the session tenant in the caller’s data range, function 1101',
    summary: "A rehired person's earlier spells of employment, oldest first.",
  }),
  cities: route({
    method: 'POST',
    path: '/ums/web/leaving/cities',
    body: objectBody({}),
    result: list(cityWage),
    errors: [],
    tenant: HR,
    summary: "The tenant's local average wages by city.",
  }),
  saveCity: route({
    method: 'POST',
    path: '/ums/web/leaving/saveCity',
    body: objectBody({ city: text(50, 1), monthlyWage: AMOUNT, annualWage: AMOUNT, isDefault: bool() }, [
      'city',
      'monthlyWage',
      'annualWage',
    ]),
    result: list(cityWage),
    errors: [LEAVING.badAmount],
    tenant: HR,
    summary: "Saves a city's average wages (one city is the default).",
  }),
  removeCity: route({
    method: 'POST',
    path: '/ums/web/leaving/removeCity',
    body: objectBody({ city: text(50, 1) }, ['city']),
    result: list(cityWage),
    errors: [],
    tenant: HR,
    summary: 'Removes a city.',
  }),
}
