/**
 * Whether the keyboard focus is inside `frame`: the shell's window has the focus and its focused
 * element is this iframe (a cross-site frame's document is not visible from here, only its element).
 */
export function frameHasFocus(frame: HTMLIFrameElement | null): boolean {
  return !!frame && frame.isConnected && document.hasFocus() && document.activeElement === frame
}
