import { addTexts } from '../../lib/i18n/i18n'
import en from '../../../../assets/locales/portal-search.en.json'
import zhCN from '../../../../assets/locales/portal-search.zh-CN.json'

// Global search's texts (`search.*`), added when the search box loads.
addTexts({ 'zh-CN': zhCN, en })
