import { useEffect, useId, useState } from 'react'

const TIP = 'Enhances your prompt with AI to generate better results'

type Props = { checked: boolean; onChange: (checked: boolean) => void }

/**
 * The Magic Prompt on/off switch. Its tooltip shows on hover and on keyboard focus, stays while the
 * pointer is over it, closes with Escape (WCAG 1.4.13), and is the switch's accessible description.
 */
export function MagicPromptSwitch({ checked, onChange }: Props) {
  const tipId = useId()
  const [tipOpen, setTipOpen] = useState(false)

  useEffect(() => {
    if (!tipOpen) return
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setTipOpen(false)
    }
    document.addEventListener('keydown', onKey)
    return () => document.removeEventListener('keydown', onKey)
  }, [tipOpen])

  return (
    <div
      className="magic-switch"
      onPointerEnter={(e) => e.pointerType === 'mouse' && setTipOpen(true)}
      onPointerLeave={() => setTipOpen(false)}
    >
      <button
        type="button"
        role="switch"
        aria-checked={checked}
        aria-describedby={tipId}
        className="switch"
        onClick={() => onChange(!checked)}
        onFocus={() => setTipOpen(true)}
        onBlur={() => setTipOpen(false)}
      >
        <span className="switch__track" aria-hidden="true">
          <span className="switch__thumb" />
        </span>
        Magic Prompt
      </button>
      <span id={tipId} role="tooltip" className="tooltip" data-open={tipOpen}>
        {TIP}
      </span>
    </div>
  )
}
