import en from '../../../assets/locales/masterdata.en.json'
import zhCN from '../../../assets/locales/masterdata.zh-CN.json'

/** The app's texts in both languages (`useT()` of `@hr-portal/kit` reads them in the shell's language). */
export const texts = { 'zh-CN': zhCN, en }
