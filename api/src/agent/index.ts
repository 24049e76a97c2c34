import { chat } from './chat'
import { conversations } from './conversations'

/** The AI assistant (gateway services/agent): chat as server-sent events, conversations, suggestions, confirmed actions. */
export const agent = { chat, conversations }

export { AGENT } from './codes'
