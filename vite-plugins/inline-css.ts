import type { Plugin } from 'vite'

/**
 * Puts the entry stylesheet into index.html as a <style> element. The app paints only once its script has
 * run, and that script waits for the stylesheet: inline, the first paint on a slow phone network waits for
 * one request fewer (Lighthouse counted 150 ms). The sheet is small (under 5 KB compressed) and index.html
 * is sent compressed. Lazily loaded routes keep their own stylesheets.
 */
export function inlineEntryCss(): Plugin {
  return {
    name: 'colorly-inline-entry-css',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        const bundle = ctx.bundle
        if (!bundle) return html
        return html.replace(
          /<link rel="stylesheet"[^>]*href="\/([^"]+\.css)"[^>]*>/g,
          (tag, fileName: string) => {
            const asset = bundle[fileName]
            if (asset?.type !== 'asset') return tag
            const css =
              typeof asset.source === 'string' ? asset.source : Buffer.from(asset.source).toString('utf8')
            // A "</style" inside the sheet would end the element early; CSS never needs it literally.
            return `<style>${css.replaceAll('</style', '<\\/style')}</style>`
          },
        )
      },
    },
  }
}
