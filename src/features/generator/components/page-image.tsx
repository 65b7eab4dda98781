import type { ColoringPage } from '../types'

// Pixel sizes of the pages at 300 dpi: width and height reserve the space before the picture loads.
const PAGE_PIXELS: Record<ColoringPage['size'], [number, number]> = {
  letter: [2550, 3300],
  a4: [2480, 3508],
}

type Props = { page: ColoringPage; onError: () => void }

/** The page itself, at paper proportions, so the grid never jumps while pictures load. */
export function PageImage({ page, onError }: Props) {
  const [width, height] = PAGE_PIXELS[page.size] ?? PAGE_PIXELS.letter
  return (
    <div className="page-image">
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
