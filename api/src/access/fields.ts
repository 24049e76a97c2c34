import { route } from '../route'
import { bool, id, list, nullable, objectBody, oneOf, record, str, Type } from '../schema'
import { JOYHR } from './codes'

/** What a role may do with a field, least first. */
export const FIELD_ACCESS = ['hidden', 'read', 'edit'] as const
const bizType = () => Type.Integer({ minimum: 1, maximum: 1000 })
const TENANT = "the session tenant's roles and fields only (services/access/field-permissions.test.ts)"

/** A field as the client shows it: its label in the request's language and what may be done with it. */
export const fieldView = record({
  key: str(),
  label: str(),
  labelZh: str(),
  labelEn: str(),
  type: oneOf(['text', 'number', 'date', 'select'] as const),
  options: list(record({ value: str(), label: str() })),
  required: bool(),
  custom: bool(),
  formId: nullable(str()),
  access: oneOf(FIELD_ACCESS),
})

/** §7 field permissions: the caller's access to a business type's fields, and a role's (role editor, button 100303). */
export const fields = {
  listByBizTypeId: route({
    method: 'POST',
    path: '/joyhr/web/permField/listByBizTypeId',
    body: objectBody({ bizTypeId: bizType() }, ['bizTypeId']),
    result: list(fieldView),
    errors: [JOYHR.unknownBizType],
    tenant: TENANT,
    summary: "A business type's fields with the caller's access to each.",
  }),
  fieldList: route({
    method: 'POST',
    path: '/joyhr/web/roleInsZhangtao/fieldList',
    body: objectBody({ roleId: id(), bizTypeId: bizType() }, ['roleId', 'bizTypeId']),
    result: list(fieldView),
    errors: [JOYHR.unknownBizType, JOYHR.roleNotFound],
    tenant: TENANT,
    summary: "A business type's fields with a role's access to each.",
  }),
  saveFieldList: route({
    method: 'POST',
    path: '/joyhr/web/roleInsZhangtao/saveFieldList',
    body: objectBody(
      {
        roleId: id(),
        bizTypeId: bizType(),
        fields: Type.Array(
          objectBody({ key: Type.String({ minLength: 1, maxLength: 60 }), access: oneOf(FIELD_ACCESS) }, [
            'key',
            'access',
          ]),
          { maxItems: 500 },
        ),
      },
      ['roleId', 'bizTypeId', 'fields'],
    ),
    result: Type.Null(),
    errors: [JOYHR.unknownBizType, JOYHR.roleNotFound, JOYHR.unknownField],
    tenant: TENANT,
    summary: "Sets a role's access to the fields given ('*': every field not named).",
  }),
}
