import { createI18n } from '@hr-portal/ui'
import en from '../../../assets/locales/outsourcing.en.json'
import zhCN from '../../../assets/locales/outsourcing.zh-CN.json'
import { env } from './shell'

/** The app's texts, following the shell's language. */
export const i18n = createI18n({ 'zh-CN': zhCN, en })
env.subscribe(() => i18n.setLanguage(env.get().language))
