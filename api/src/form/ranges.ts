import { route } from '../route'
import { bool, id, integer, list, nullable, objectBody, record, str, Type } from '../schema'
import { FORM } from './codes'
import { bizType, form, formId, TENANT } from './forms'

const organIds = () => Type.Array(id(), { maxItems: 500 })

/** An organ of the range asked for that another effective form of the business type covers. */
export const rangeConflict = record({ organId: integer(), organName: str(), formId: str(), formName: str() })

/** §7 form ranges: which organs (each with everything below it) a form applies to; ranges of a type never overlap. */
export const formRange = {
  rangeRepeat: route({
    method: 'POST',
    path: '/form/web/formRange/rangeRepeat',
    body: objectBody({ formId: formId(), organIds: organIds() }, ['formId', 'organIds']),
    result: record({ repeat: bool(), conflicts: list(rangeConflict) }),
    errors: [FORM.formNotFound, FORM.outOfRange],
    tenant: TENANT,
    summary: "The organs of a range that another effective form of the form's business type covers.",
  }),
  assignSource: route({
    method: 'POST',
    path: '/form/web/formRange/assignSource',
    body: objectBody({ formId: formId(), organIds: organIds() }, ['formId', 'organIds']),
    result: Type.Null(),
    errors: [FORM.formNotFound, FORM.outOfRange, FORM.rangeOverlap],
    tenant: TENANT,
    summary: "Sets a form's range (refused where it overlaps another effective form's).",
  }),
  getFormByAssign: route({
    method: 'POST',
    path: '/form/web/formRange/getFormByAssign',
    body: objectBody({ bizTypeId: bizType(), organId: id() }, ['bizTypeId', 'organId']),
    result: nullable(form),
    errors: [],
    tenant: TENANT,
    summary: 'The effective form of a business type whose range covers an organ; null: none.',
    noScreen: "§7 form-assignment check for sub-apps and vendor apps; the Custom forms pages show each form's range.",
  }),
  getSourceIdByAssign: route({
    method: 'POST',
    path: '/form/web/formRange/getSourceIdByAssign',
    body: objectBody({ formId: formId() }, ['formId']),
    result: list(integer()),
    errors: [FORM.formNotFound],
    tenant: TENANT,
    summary: "A form's range: its organs' ids.",
    noScreen:
      "§7 form-assignment check for sub-apps and vendor apps; the range editor reads a form's range with the form.",
  }),
}
