// `@hr-portal/bridge/testing`: a scripted shell for a sub-app's own unit tests.
export { createMockShell } from './mock-shell.js'
export { createMockWindow, type MockRoot, type MockWindow, type MockWindowOptions } from './mock-window.js'
export { ALL_CAPABILITIES } from './all-capabilities.js'
export type { Answer, AnswerOf, ArgsOf, MockCall, MockShell, MockShellOptions, ShellMethod } from './types.js'
