import type { Static } from 'typebox'
import type { BodyOf, ResultOf } from '../route'
import type { chat, proposedAction } from './chat'
import type { citation, conversations, conversationSummary, storedMessage } from './conversations'

// The assistant's wire types, from the contract's schemas (apps import them from @hr-portal/api/client/agent).
export type Citation = Static<typeof citation>
export type ProposedAction = Static<typeof proposedAction>
export type ConversationSummary = Static<typeof conversationSummary>
export type StoredMessage = Static<typeof storedMessage>
export type Conversation = ResultOf<typeof conversations.detail>
export type Suggestions = ResultOf<typeof chat.suggestions>
export type ChatInput = BodyOf<typeof chat.ask>
