import { route } from '../route'
import { bool, flag, integer, list, nullable, num, objectBody, oneOf, record, str, text, Type } from '../schema'
import { LEAVE } from './codes'

const TENANT =
  "the session tenant's leave types (vacation/leave-types.test.ts, 'keeps each tenant's leave types to itself')"
export const UNITS = ['day', 'hour'] as const
/** A leave type with every setting, what a built-in type must keep (`fixed`), and the requests of it waiting. */
export const leaveTypeSettings = record({
  code: str(),
  nameZh: str(),
  nameEn: str(),
  unit: oneOf(UNITS),
  tracked: bool(),
  paid: bool(),
  sort: integer(),
  backdateDays: nullable(integer()),
  gender: nullable(integer()),
  minServiceMonths: integer(),
  fixed: nullable(record({ unit: oneOf(UNITS), tracked: Type.Optional(Type.Literal(true)) })),
  pendingRequests: integer(),
  updatedAt: nullable(num()),
  updatedBy: nullable(str()),
})

/** Leave types (function 8011, HR): list, and save one (create with a new code, or change one). */
export const leaveTypes = {
  list: route({
    method: 'POST',
    path: '/vacation/web/leaveType/list',
    body: objectBody({}),
    result: list(leaveTypeSettings),
    errors: [],
    tenant: TENANT,
    summary: "The tenant's leave types with all their settings.",
  }),
  save: route({
    method: 'POST',
    path: '/vacation/web/leaveType/save',
    body: objectBody(
      {
        code: text(40, 1),
        nameZh: text(200),
        nameEn: text(200),
        unit: oneOf(UNITS),
        tracked: flag(),
        paid: flag(),
        backdateDays: nullable(Type.Integer()),
        gender: Type.Unsafe<1 | 2 | null>({ type: ['integer', 'null'], enum: [1, 2, null] }),
        minServiceMonths: Type.Integer(),
        create: flag(),
      },
      ['code', 'nameZh', 'nameEn', 'unit', 'tracked', 'paid', 'backdateDays', 'gender', 'minServiceMonths'],
    ),
    result: leaveTypeSettings,
    tenant: TENANT,
    errors: [
      LEAVE.typeCode,
      LEAVE.typeCodeTaken,
      LEAVE.tooManyTypes,
      LEAVE.unknownType,
      LEAVE.typeNames,
      LEAVE.typeLimits,
      LEAVE.toilType,
      LEAVE.unitInUse,
    ],
    summary: 'Creates a type with a new code or changes one; its unit does not change while requests of it wait.',
  }),
}
