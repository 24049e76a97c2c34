export { messageCatalogue, type MessageKey } from './catalogue'
export {
  isMessage,
  message,
  parseMessage,
  renderMessage,
  storedMessage,
  summarised,
  textIn,
  titled,
  type Message,
  type MessageParam,
} from './render'
