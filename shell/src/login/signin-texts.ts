import { addTexts } from '../lib/i18n/i18n'
import './security/security-texts'
import codeEn from '../../../assets/locales/signin-code.en.json'
import codeZh from '../../../assets/locales/signin-code.zh-CN.json'
import qrEn from '../../../assets/locales/signin-qr.en.json'
import qrZh from '../../../assets/locales/signin-qr.zh-CN.json'
import messagingEn from '../../../assets/locales/signin-messaging.en.json'
import messagingZh from '../../../assets/locales/signin-messaging.zh-CN.json'
import totpEn from '../../../assets/locales/signin-totp.en.json'
import totpZh from '../../../assets/locales/signin-totp.zh-CN.json'

// The texts of the sign-in methods and account security (signin-<part>.*.json, one top-level key
// each). They load with the first method's chunk, not with the login page: importing this module
// for its effect adds them.
addTexts({
  'zh-CN': { ...codeZh, ...qrZh, ...messagingZh, ...totpZh },
  en: { ...codeEn, ...qrEn, ...messagingEn, ...totpEn },
})
