// "a spider dangling on its thread", "a spider hanging from a thread": the spider on its silk is one drawing
// (the dangling spider, its thread drawn above it), never a spider beside a spool of thread. Its thread is a
// part of that drawing, so the page names it drawn.
const ON_THREAD =
  /\b(spiders?) (?:dangl|hang|swing|drop|lower)\w*(?: down)? (?:on|from|by) (?:its|a|the|their|his|her) (?:own )?(?:(?:long|thin|silk|silken|silky|shiny|fine) ){0,2}(?:thread|silk|line|string)s?\b/gi

/** The prompt with a spider on its thread said as the dangling spider. */
export const spiderOnThread = (text: string): string =>
  text.replace(ON_THREAD, (_, spider: string) => `dangling ${spider}`)
