export { messageCatalogue, type MessageKey } from './catalogue'
export { isMessage, message, parseMessage, renderMessage, storedMessage, textIn, type Message, type MessageParam } from './render'
