import { route } from '../route'
import { id, integer, list, nullable, objectBody, oneOf, record, str, text } from '../schema'
import { OUTSOURCING as O } from './codes'

export const RATE_UNITS = ['hour', 'day', 'month'] as const
export const TENANT = "the session tenant's providers, workers and statements (tenant-isolation/outsourcing.test.ts)"

/** A provider as the pages read it; the rate a decimal string ('35.50'). */
export const provider = record({
  id: integer(),
  name: str(),
  contactName: str(),
  contactPhone: str(),
  contractFrom: str(),
  contractTo: str(),
  rateUnit: oneOf(RATE_UNITS),
  rate: str(),
})
/** An assignment with its department's name; `rate` null: the provider's. */
export const assignment = record({
  id: integer(),
  workerId: integer(),
  organId: integer(),
  organName: str(),
  from: str(),
  to: nullable(str()),
  rate: nullable(str()),
})
/** A worker with their provider's name, their account name (null: none) and their assignments. */
export const worker = record({
  id: integer(),
  providerId: integer(),
  providerName: str(),
  name: str(),
  idNumber: str(),
  mobile: str(),
  skills: str(),
  account: nullable(str()),
  assignments: list(assignment),
})
const saved = record({ id: integer() })

/** Outsourcing companies (8801; saving 880101): name, contact, contract period and billing rule. */
export const providers = {
  list: route({
    method: 'POST',
    path: '/joyhr/web/outsourcing/provider/list',
    body: objectBody({}),
    result: record({ providers: list(provider) }),
    errors: [],
    tenant: TENANT,
    summary: "The tenant's providers.",
  }),
  save: route({
    method: 'POST',
    path: '/joyhr/web/outsourcing/provider/save',
    body: objectBody(
      {
        id: id(),
        name: text(200),
        contactName: text(200),
        contactPhone: text(40),
        contractFrom: text(10),
        contractTo: text(10),
        rateUnit: oneOf(RATE_UNITS),
        rate: text(20),
      },
      ['name', 'contactName', 'contactPhone', 'contractFrom', 'contractTo', 'rateUnit', 'rate'],
    ),
    result: saved,
    errors: [O.badName, O.badPhone, O.badPeriod, O.badRate, O.providerNotFound],
    tenant: TENANT,
    summary: 'Adds a provider (without `id`) or changes one.',
  }),
}

/** Outsourced workers (8802; saving 880201) and their assignments to departments. */
export const workers = {
  list: route({
    method: 'POST',
    path: '/joyhr/web/outsourcing/worker/list',
    body: objectBody({ providerId: id() }),
    result: record({ workers: list(worker) }),
    errors: [],
    tenant: TENANT,
    summary: "The tenant's workers (of one provider when given) with their assignments, by name.",
  }),
  save: route({
    method: 'POST',
    path: '/joyhr/web/outsourcing/worker/save',
    body: objectBody(
      {
        id: id(),
        providerId: id(),
        name: text(200),
        idNumber: text(40),
        mobile: text(40),
        skills: text(1000),
        account: objectBody({ userName: text(100), password: text(100) }, ['userName', 'password']),
      },
      ['providerId', 'name', 'idNumber', 'mobile'],
    ),
    result: saved,
    errors: [
      O.badName,
      O.badIdNumber,
      O.badPhone,
      O.providerNotFound,
      O.idNumberTaken,
      O.workerNotFound,
      O.badAccount,
      O.weakPassword,
      O.accountTaken,
    ],
    tenant: TENANT,
    summary: 'Adds a worker or changes one; an account to clock in is given once.',
  }),
  saveAssignment: route({
    method: 'POST',
    path: '/joyhr/web/outsourcing/assignment/save',
    body: objectBody({ id: id(), workerId: id(), organId: id(), from: text(10), to: text(10), rate: text(20) }, [
      'workerId',
      'organId',
      'from',
    ]),
    result: saved,
    errors: [
      O.badPeriod,
      O.badRate,
      O.workerNotFound,
      O.organNotFound,
      O.assignmentNotFound,
      O.overlapping,
      O.confirmed,
    ],
    tenant: TENANT,
    summary:
      'Assigns a worker to a department from a day (to a day, at a rate of their own), not over a confirmed month.',
  }),
  removeAssignment: route({
    method: 'POST',
    path: '/joyhr/web/outsourcing/assignment/remove',
    body: objectBody({ id: id() }, ['id']),
    result: saved,
    errors: [O.assignmentNotFound, O.confirmed],
    tenant: TENANT,
    summary: 'Removes an assignment that touches no confirmed month.',
  }),
}
