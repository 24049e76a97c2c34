import { addTexts } from '../../lib/i18n/i18n'
import en from '../../../../assets/locales/portal-screens.en.json'
import zhCN from '../../../../assets/locales/portal-screens.zh-CN.json'

// The user menu's and the tab overflow menu's texts, added when the portal loads them.
addTexts({ 'zh-CN': zhCN, en })
