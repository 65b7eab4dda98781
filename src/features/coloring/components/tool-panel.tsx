import { useId } from 'react'
import { BRUSH_SIZES, type BrushSize } from '../history'
import { CRAYONS, type Crayon, colorName } from '../palette'
import type { Tool } from './coloring-stage'
import { BrushIcon, EraserIcon, FillIcon } from './icons'

type Props = {
  tool: Tool
  onTool: (tool: Tool) => void
  size: BrushSize
  onSize: (size: BrushSize) => void
  color: string
  onColor: (hex: string) => void
  /** Color by number: the sheet's key stands in for the crayon box. */
  palette?: readonly Crayon[]
}

const TOOLS: { id: Tool; label: string; icon: () => React.JSX.Element }[] = [
  { id: 'fill', label: 'Fill', icon: FillIcon },
  { id: 'brush', label: 'Brush', icon: BrushIcon },
  { id: 'eraser', label: 'Eraser', icon: EraserIcon },
]
const SIZE_LABELS: Record<BrushSize, string> = { small: 'Small', medium: 'Medium', large: 'Large' }

/** Tools, brush sizes and crayons: native radio buttons (keyboard and screen readers), 48 px targets. */
export function ToolPanel({ tool, onTool, size, onSize, color, onColor, palette = CRAYONS }: Props) {
  const name = useId()
  const isCrayon = palette.some((c) => c.hex === color)
  return (
    <div className="coloring-tools">
      <fieldset className="coloring-tools__group coloring-tools__tools">
        <legend className="visually-hidden">Tool</legend>
        {TOOLS.map(({ id, label, icon: Icon }) => (
          <label key={id} className="coloring-tool">
            <input type="radio" name={`${name}-tool`} checked={tool === id} onChange={() => onTool(id)} />
            <span className="coloring-tool__face">
              <Icon />
              {label}
            </span>
          </label>
        ))}
      </fieldset>
      <fieldset className="coloring-tools__group coloring-tools__sizes" disabled={tool === 'fill'}>
        <legend className="coloring-tools__legend">Brush size</legend>
        {(Object.keys(BRUSH_SIZES) as BrushSize[]).map((s) => (
          <label key={s} className="coloring-size">
            <input type="radio" name={`${name}-size`} checked={size === s} onChange={() => onSize(s)} />
            <span className={`coloring-size__face coloring-size__face--${s}`}>
              <span className="visually-hidden">{SIZE_LABELS[s]}</span>
            </span>
          </label>
        ))}
      </fieldset>
      <fieldset className="coloring-tools__group coloring-palette">
        <legend className="coloring-tools__legend">
          Colors{' '}
          <span className="coloring-palette__current">
            {palette.find((c) => c.hex === color)?.name ?? colorName(color)}
          </span>
        </legend>
        <div className="coloring-palette__swatches">
          {palette.map((crayon) => (
            <label key={crayon.hex} className="coloring-swatch" title={crayon.name}>
              <input
                type="radio"
                name={`${name}-color`}
                checked={color === crayon.hex}
                onChange={() => onColor(crayon.hex)}
                aria-label={crayon.name}
              />
              <span className="coloring-swatch__face" style={{ background: crayon.hex }} />
            </label>
          ))}
          <label className="coloring-swatch coloring-swatch--custom" title="Custom color">
            <input
              type="color"
              value={isCrayon ? '#40c4aa' : color}
              onChange={(e) => onColor(e.target.value.toLowerCase())}
              aria-label="Custom color"
            />
            <span
              className="coloring-swatch__face"
              data-selected={!isCrayon || undefined}
              style={isCrayon ? undefined : { background: color }}
            />
          </label>
        </div>
      </fieldset>
    </div>
  )
}
