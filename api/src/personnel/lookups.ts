import { route } from '../route'
import { integer, list, nullable, objectBody, record, str, text, Type } from '../schema'
import { RECORD } from './codes'

const PAGE = {
  page: Type.Integer({ minimum: 1, maximum: 1_000_000, default: 1 }),
  rows: Type.Integer({ minimum: 1, maximum: 200, default: 10 }),
}
const SCOPED =
  "the session tenant's staff within the caller's data range (services/personnel/records/record-access.test.ts)"
const province = nullable(record({ zh: str(), en: str() }))
const age = { age: integer(), daysToBirthday: integer() }

/** A person found by a picker: on-the-job staff the caller may see. */
export const someone = record({ id: integer(), name: str(), jobNumber: str(), organId: integer(), organName: str() })
/** A staff member who left, with the leave date and reason. */
export const leftPerson = record({
  id: integer(),
  name: str(),
  jobNumber: str(),
  organName: str(),
  zhiweiName: str(),
  gangweiName: str(),
  entryDate: nullable(str()),
  leaveDate: nullable(str()),
  leaveReason: str(),
})
const pageOf = <S extends Parameters<typeof list>[0]>(row: S) =>
  record({ total: integer(), page: integer(), totalPage: integer(), rows: list(row) })

/** §7 /ums/web/user calls of the personnel record: staff search (whole or paged), left-staff search, ID-number facts, age, area. */
export const lookups = {
  findPeople: route({
    method: 'POST',
    path: '/ums/web/user/getUserByKeyWord',
    body: objectBody({ keyword: text(100), rows: Type.Integer({ minimum: 1, maximum: 50, default: 20 }) }),
    result: list(someone),
    errors: [],
    tenant: SCOPED,
    summary: 'On-the-job staff matching a keyword in name, job number or phone, at most `rows` (a person picker).',
  }),
  findPeoplePage: route({
    method: 'POST',
    path: '/ums/web/user/getUserByKeyWordPage2',
    body: objectBody({ keyword: text(100), ...PAGE }),
    result: pageOf(someone),
    errors: [],
    tenant: SCOPED,
    summary: 'The same person search, a page at a time with the total.',
  }),
  findLeft: route({
    method: 'POST',
    path: '/ums/web/user/getLizhiUserByKeyWord',
    body: objectBody({ keyword: text(100), ...PAGE }),
    result: pageOf(leftPerson),
    errors: [],
    tenant: SCOPED,
    summary: 'Staff who left, newest leave first, with the leave date and reason.',
  }),
  pnidInfo: route({
    method: 'POST',
    path: '/ums/web/user/getPnidInfo',
    body: objectBody({ pnid: text(30, 1) }, ['pnid']),
    result: record({ birthDate: str(), gender: integer(), areaCode: str(), province, ...age }),
    errors: [RECORD.badIdNumber],
    tenant: { none: 'reads the ID number it is given; no rows' },
    summary: 'The birth date, gender, area and age an ID number tells.',
  }),
  birthdayAge: route({
    method: 'POST',
    path: '/ums/web/user/calcBirthdayAge',
    body: objectBody({ birthday: Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$' }), pnid: text(30, 1) }),
    result: record({ birthDate: str(), ...age }),
    errors: [RECORD.badIdNumber, RECORD.badValue],
    tenant: { none: 'computes from the date or ID number it is given; no rows' },
    summary: 'Age and days to the next birthday, from a birth date (yyyy-mm-dd) or an ID number.',
    noScreen:
      "For sub-apps and vendor apps; the portal's record screens take age and birthday from an ID number with lookups.pnidInfo.",
  }),
  area: route({
    method: 'POST',
    path: '/ums/web/user/getArea',
    body: objectBody({ code: Type.String({ pattern: '^\\d{2,6}$' }) }, ['code']),
    result: record({ code: str(), province }),
    errors: [],
    tenant: { none: 'a fixed table of provinces, the same for everyone' },
    summary: 'The province of an administrative area code.',
    noScreen:
      "For sub-apps and vendor apps; lookups.pnidInfo answers the province with an ID number's other facts for the portal's screens.",
  }),
}
