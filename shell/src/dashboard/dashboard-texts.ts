import { addTexts } from '../lib/i18n/i18n'
import en from '../../../assets/locales/portal-dashboard.en.json'
import zhCN from '../../../assets/locales/portal-dashboard.zh-CN.json'

// The home dashboard's texts (t('dashboard.…')), loaded with the portal: its tab title shows before its chunk.
addTexts({ 'zh-CN': zhCN, en })
