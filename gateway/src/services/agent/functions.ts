/** The AI assistant's function (menu item 401 in apps/ai-agent/manifest.json). */
export const AGENT_FUNCTION = '9001'
