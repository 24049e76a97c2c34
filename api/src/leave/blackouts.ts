import { route } from '../route'
import { bool, id, integer, list, nullable, num, objectBody, paragraph, record, str, text, Type } from '../schema'
import { LEAVE } from './codes'
import { DATE } from './fields'

/**
 * A blackout period: from–to (inclusive), HR's reason, the leave types it closes (null: every type) and the
 * departments it applies to with their sub-departments (null: the whole company).
 */
export const blackout = record({
  id: str(),
  startDate: str(),
  endDate: str(),
  reason: str(),
  typeCodes: nullable(list(str())),
  organIds: nullable(list(integer())),
  updatedAt: num(),
  updatedBy: nullable(str()),
})

/** A blackout period a leave touches, as the request form warns of it. */
export const blackoutHit = record({ startDate: str(), endDate: str(), reason: str() })

const TENANT = "the session tenant's blackout periods (vacation/blackouts/blackouts.test.ts)"

/** Blackout periods (function 8013, HR): while one runs, the leave types it names cannot be requested. */
export const blackouts = {
  list: route({
    method: 'POST',
    path: '/vacation/web/blackout/list',
    body: objectBody({ past: bool() }),
    result: list(blackout),
    errors: [],
    tenant: TENANT,
    summary: 'The blackout periods ending today or later (with `past`, also those that ended), by start date.',
  }),
  save: route({
    method: 'POST',
    path: '/vacation/web/blackout/save',
    body: objectBody(
      {
        /** Not given: a new period. */
        id: text(36, 36),
        startDate: DATE,
        endDate: DATE,
        reason: paragraph(200, 1),
        typeCodes: nullable(Type.Array(text(20, 1), { maxItems: 50, minItems: 1 })),
        organIds: nullable(Type.Array(id(), { maxItems: 200, minItems: 1 })),
      },
      ['startDate', 'endDate', 'reason', 'typeCodes', 'organIds'],
    ),
    result: blackout,
    errors: [LEAVE.blackoutDates, LEAVE.blackoutReason, LEAVE.unknownType, LEAVE.organNotFound, LEAVE.blackoutNotFound],
    tenant: TENANT,
    summary: 'Creates a blackout period, or changes one (with its id); audited.',
  }),
  remove: route({
    method: 'POST',
    path: '/vacation/web/blackout/remove',
    body: objectBody({ id: text(36, 36) }, ['id']),
    result: record({ id: str() }),
    errors: [LEAVE.blackoutNotFound],
    tenant: TENANT,
    summary: 'Deletes a blackout period; audited.',
  }),
}
