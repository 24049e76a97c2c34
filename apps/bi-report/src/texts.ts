import { createTranslator, type Translate } from '@hr-portal/bridge'
import en from '../../../assets/locales/bi.en.json'
import zhCN from '../../../assets/locales/bi.zh-CN.json'
import trackingEn from '../../../assets/locales/bi-tracking.en.json'
import trackingZhCN from '../../../assets/locales/bi-tracking.zh-CN.json'
import payrollEn from '../../../assets/locales/bi-payroll.en.json'
import payrollZhCN from '../../../assets/locales/bi-payroll.zh-CN.json'

export type { Translate }

/** The text of `key` in `language`, falling back to Chinese, then the key. */
export const translate = createTranslator({
  'zh-CN': { ...zhCN, ...trackingZhCN, ...payrollZhCN },
  en: { ...en, ...trackingEn, ...payrollEn },
})
