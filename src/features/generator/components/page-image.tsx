import type { ColoringPage } from '../types'

// Pixel sizes of the upright pages at 300 dpi: width and height reserve the space before the picture loads.
const PAGE_PIXELS: Record<ColoringPage['size'], [number, number]> = {
  letter: [2550, 3300],
  a4: [2480, 3508],
}

type Props = { page: ColoringPage; onError: () => void }

/** The page itself, at paper proportions (a landscape page turned), so the grid never jumps while pictures load. */
export function PageImage({ page, onError }: Props) {
  const [short, long] = PAGE_PIXELS[page.size] ?? PAGE_PIXELS.letter
  const landscape = page.orientation === 'landscape'
  const [width, height] = landscape ? [long, short] : [short, long]
  return (
    <div className={landscape ? 'page-image page-image--landscape' : 'page-image'}>
      <img
        className="page-image__paper"
        src={page.imageUrl}
        alt={`Coloring page: ${page.prompt_raw}`}
        width={width}
        height={height}
        loading="lazy"
        decoding="async"
        onError={onError}
      />
    </div>
  )
}
