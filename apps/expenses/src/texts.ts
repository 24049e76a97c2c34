import en from '../../../assets/locales/expenses.en.json'
import zhCN from '../../../assets/locales/expenses.zh-CN.json'

/** The app's texts in both languages (`useT()` of `@hr-portal/kit` reads them in the shell's language). */
export const texts = { 'zh-CN': zhCN, en }
