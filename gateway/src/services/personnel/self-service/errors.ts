import { personnelContract } from '@hr-portal/api'
import { GatewayError } from '../../../core/errors'
import type { Lang } from '../../../core/lang'

/** Envelope codes of self-service on one's own record (4119xx). */
const CODES = personnelContract.SELF_SERVICE

const catalogue = {
  fieldNotOpen: {
    en: '{label} is not open for self-service: ask HR to change it',
    zh: '{label}未开放自助修改，请联系人事修改',
  },
  proposalPending: {
    en: 'A change of {label} is already waiting for HR',
    zh: '{label}已有一项修改申请等待人事审批',
  },
  proposalNotFound: { en: 'The proposed change does not exist', zh: '该修改申请不存在' },
  fieldNotOpenable: {
    en: '{label} cannot be opened for self-service',
    zh: '{label}不能开放给员工自助修改',
  },
} as const

export type SelfServiceTextKey = keyof typeof catalogue

/** A GatewayError with the text `key` in a language ({name} placeholders from vars). */
export function selfServiceError(
  lang: Lang,
  key: SelfServiceTextKey,
  vars: Record<string, string | number> = {},
): GatewayError {
  const text = catalogue[key][lang].replace(/\{(\w+)\}/g, (_, name: string) => String(vars[name] ?? ''))
  return new GatewayError(CODES[key], text)
}
