import en from '../../../assets/locales/salary.en.json'
import zhCN from '../../../assets/locales/salary.zh-CN.json'
import payslipEn from '../../../assets/locales/payslip.en.json'
import payslipZhCN from '../../../assets/locales/payslip.zh-CN.json'

/** The app's texts in both languages (`useT()` of `@hr-portal/kit` reads them in the shell's language). */
export const texts = { 'zh-CN': { ...zhCN, ...payslipZhCN }, en: { ...en, ...payslipEn } }
