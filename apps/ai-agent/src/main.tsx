// Entry of the AI assistant. Lit web components and the bridge's framework-free client, no React:
// the file keeps the .tsx name build.mjs expects.
import '../../../assets/themes/tokens.css'
import '../../../assets/themes/base.css'
import './agent.css'
import { start } from './start'

start(document.getElementById('root')!)
