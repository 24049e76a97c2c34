export { Button, type ButtonProps } from './button'
export { TextField, type TextFieldProps } from './text-field'
export { MessageView, type MessageItem, type MessageType } from './message/message-view'
export { createI18n, isLanguage, LANGUAGES, FALLBACK_LANGUAGE, type I18n, type Language, type Catalogue } from './i18n/create-i18n'
