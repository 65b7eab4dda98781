// Pages drawn by geometry: mandalas, patterns, numbers, shapes and composed scenes.
export { composeFigure } from './compose-figure'
