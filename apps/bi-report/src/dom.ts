type Attrs = Record<string, string | undefined>

/** A DOM element with attributes and children; `undefined` attributes are left out. */
export function h<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  attrs: Attrs = {},
  ...children: Array<Node | string>
): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag)
  for (const [name, value] of Object.entries(attrs)) if (value !== undefined) node.setAttribute(name, value)
  node.append(...children)
  return node
}
