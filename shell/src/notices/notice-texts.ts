import { addTexts } from '../lib/i18n/i18n'
import en from '../../../assets/locales/portal-messages.en.json'
import zhCN from '../../../assets/locales/portal-messages.zh-CN.json'

// The message centre's, the bell's and the must-read prompt's texts (key `messages`), added when a
// module of theirs loads (all of them load with the portal, never with the login route).
addTexts({ 'zh-CN': zhCN, en })
