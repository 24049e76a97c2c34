import { personnelContract } from '@hr-portal/api'
import { GatewayError } from '../../../core/errors'
import type { Lang } from '../../../core/lang'

const CODES = personnelContract.CERTIFICATE

const catalogue = {
  notYours: {
    en: 'A certificate can only be asked for by the person it is about',
    zh: '证明只能由本人申请，不能为他人申请',
  },
  notFound: { en: 'The certificate does not exist or is not issued yet', zh: '证明不存在或尚未开具' },
  badTemplate: {
    en: 'The template uses {placeholder}, which is not a placeholder of this certificate',
    zh: '模板中的 {placeholder} 不是该证明可用的占位符',
  },
  noIncome: {
    en: 'There is no published pay to state on an income certificate yet',
    zh: '尚无已发布的工资，无法开具收入证明',
  },
  noFont: {
    en: 'The certificate cannot be drawn: the server has no font for its text',
    zh: '无法生成证明：服务器缺少所需字体',
  },
  notVerified: {
    en: 'No certificate has this verification code',
    zh: '没有与该验证码对应的证明',
  },
  pending: {
    en: 'A certificate of this kind is already waiting for HR',
    zh: '已有一份同类证明等待人事审批',
  },
} as const

/** A GatewayError with the text `key` in a language ({name} placeholders from vars). */
export function certificateError(lang: Lang, key: keyof typeof catalogue, vars: Record<string, string> = {}) {
  const text = catalogue[key][lang].replace(/\{(\w+)\}/g, (_, name: string) => vars[name] ?? '')
  return new GatewayError(CODES[key], text)
}
