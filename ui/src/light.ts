// The light entry: the few pieces the shell needs before sign-in (the login route), without the
// dialogs, tables and their libraries. Import from '@hr-portal/ui/light' on that path: with code
// splitting, importing the full barrel there would pull what the portal shares into the login route.
export { Button, type ButtonProps } from './button'
export { TextField, type TextFieldProps } from './text-field'
export { MessageView, type MessageItem, type MessageType } from './message/message-view'
export {
  createI18n,
  isLanguage,
  LANGUAGES,
  FALLBACK_LANGUAGE,
  type I18n,
  type Language,
  type Catalogue,
} from './i18n/create-i18n'
