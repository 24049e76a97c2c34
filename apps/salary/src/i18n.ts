import { createI18n } from '@hr-portal/ui'
import en from '../../../assets/locales/salary.en.json'
import zhCN from '../../../assets/locales/salary.zh-CN.json'
import payslipEn from '../../../assets/locales/payslip.en.json'
import payslipZhCN from '../../../assets/locales/payslip.zh-CN.json'
import { env } from './shell'

/** The app's texts, following the shell's language. */
export const i18n = createI18n({ 'zh-CN': { ...zhCN, ...payslipZhCN }, en: { ...en, ...payslipEn } })
env.subscribe(() => i18n.setLanguage(env.get().language))
