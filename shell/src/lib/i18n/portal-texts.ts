import { addTexts } from './i18n'
import en from '../../../../assets/locales/shell-portal.en.json'
import zhCN from '../../../../assets/locales/shell-portal.zh-CN.json'

// The portal's and the global prompts' texts load with the portal (or a prompt), not with the
// login route: importing this module for its effect adds them.
addTexts({ 'zh-CN': zhCN, en })
