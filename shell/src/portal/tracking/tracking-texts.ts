import { addTexts } from '../../lib/i18n/i18n'
import en from '../../../../assets/locales/portal-tracking.en.json'
import zhCN from '../../../../assets/locales/portal-tracking.zh-CN.json'

// The tracking switch's texts, added when the portal loads it (never on the login route).
addTexts({ 'zh-CN': zhCN, en })
