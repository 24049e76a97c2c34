import { addTexts } from '../../lib/i18n/i18n'
import en from '../../../../assets/locales/company.en.json'
import zh from '../../../../assets/locales/company.zh-CN.json'

// The company pages' texts (company.*.json, top-level key `company`). They load with the pages'
// chunks, not with the login route: importing this module for its effect adds them.
addTexts({ 'zh-CN': zh, en })
