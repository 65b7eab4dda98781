import { lemmatize } from '../vocabulary'

// One name spelled two ways: "weaver bird" and "weaverbird", "sea-horse" and "seahorse", "humming birds" and
// "hummingbird". A drawing reached by the other spelling of its own name is the thing asked, never a stand-in
// the page says it drew in its place ("Drawn as a weaverbird: no weaver bird").

/** The name with its words singular and its spaces and hyphens gone: "weaver birds" and "weaverbird" alike. */
function spelledTogether(name: string): string {
  return name
    .toLowerCase()
    .split(/[\s-]+/)
    .filter(Boolean)
    .map((w) => lemmatize(w))
    .join('')
}

/** Whether two names are one name written as one word, two words or hyphenated. */
export function sameNameSpelled(a: string, b: string): boolean {
  const [x, y] = [spelledTogether(a), spelledTogether(b)]
  return x.length > 0 && x === y
}
