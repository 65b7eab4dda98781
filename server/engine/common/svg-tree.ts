// A minimal XML reader for the small, well-formed SVG bodies of the icon sets: enough to walk
// elements and rewrite their attributes without a DOM.
export type SvgNode = { tag: string; attrs: Record<string, string>; children: SvgNode[] }

const TOKEN = /<(\/?)([a-zA-Z][\w:-]*)((?:\s+[\w:-]+\s*=\s*(?:"[^"]*"|'[^']*'))*)\s*(\/?)>/g
const ATTR = /([\w:-]+)\s*=\s*(?:"([^"]*)"|'([^']*)')/g

export function parseSvgFragment(body: string): SvgNode[] {
  const root: SvgNode = { tag: '#root', attrs: {}, children: [] }
  const stack = [root]
  for (const match of body.matchAll(TOKEN)) {
    const [, closing, tag, attrText, selfClosing] = match
    if (closing) {
      if (stack.length > 1) stack.pop()
      continue
    }
    const attrs: Record<string, string> = {}
    for (const attr of attrText.matchAll(ATTR)) attrs[attr[1]] = attr[2] ?? attr[3] ?? ''
    const node: SvgNode = { tag, attrs, children: [] }
    stack[stack.length - 1].children.push(node)
    if (!selfClosing) stack.push(node)
  }
  return root.children
}

const escapeAttr = (value: string) =>
  value
    .replace(/&(?![a-z#0-9]+;)/gi, '&amp;')
    .replace(/"/g, '&quot;')
    .replace(/</g, '&lt;')

export function serializeSvg(nodes: SvgNode[]): string {
  let out = ''
  for (const node of nodes) {
    const attrs = Object.entries(node.attrs)
      .map(([key, value]) => ` ${key}="${escapeAttr(value)}"`)
      .join('')
    out += node.children.length
      ? `<${node.tag}${attrs}>${serializeSvg(node.children)}</${node.tag}>`
      : `<${node.tag}${attrs}/>`
  }
  return out
}
