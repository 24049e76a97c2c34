// `@hr-portal/bridge/testing`: a scripted shell for a sub-app's own unit tests.
export { createMockShell } from './mock-shell'
export { createMockWindow, type MockRoot, type MockWindow, type MockWindowOptions } from './mock-window'
export { ALL_CAPABILITIES } from './all-capabilities'
export type { Answer, AnswerOf, ArgsOf, MockCall, MockShell, MockShellOptions, ShellMethod } from './types'
