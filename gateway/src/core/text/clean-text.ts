// The portal's one text rule (control and bidirectional characters out, lines and paragraphs), shared with the bridge
// and the shell through @hr-portal/manifest: the gateway applies it to every string a route declares.
export { cleanLine, cleanParagraph, cleanText, type TextKind } from '@hr-portal/manifest/text'
