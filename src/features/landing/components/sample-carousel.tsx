import { useEffect, useId, useState } from 'react'
import type { SamplePage } from '../sample-pages'
import { usePrefersReducedMotion } from '../use-prefers-reduced-motion'

export const CAROUSEL_INTERVAL_MS = 3000

function ControlIcon({ d }: { d: string }) {
  return (
    <svg
      viewBox="0 0 24 24"
      width="18"
      height="18"
      fill="none"
      stroke="currentColor"
      strokeWidth="2.5"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d={d} />
    </svg>
  )
}

/**
 * Sample pages that change every 3 seconds, after the WAI-ARIA carousel pattern: a
 * Pause/Play button first, previous and next, rotation paused while the pointer or keyboard focus is
 * inside, and not started at all when the visitor asks for reduced motion.
 */
export function SampleCarousel({ pages }: { pages: SamplePage[] }) {
  const reducedMotion = usePrefersReducedMotion()
  const [index, setIndex] = useState(0)
  const [playing, setPlaying] = useState(!reducedMotion)
  const [hovered, setHovered] = useState(false)
  const [focused, setFocused] = useState(false)
  const slidesId = useId()
  const rotating = playing && !hovered && !focused

  useEffect(() => {
    if (reducedMotion) setPlaying(false)
  }, [reducedMotion])

  useEffect(() => {
    if (!rotating) return
    const timer = window.setInterval(() => setIndex((i) => (i + 1) % pages.length), CAROUSEL_INTERVAL_MS)
    return () => window.clearInterval(timer)
  }, [rotating, pages.length])

  const go = (step: number) => setIndex((i) => (i + step + pages.length) % pages.length)

  return (
    <section
      className="carousel"
      aria-roledescription="carousel"
      aria-label="Sample coloring pages"
      onPointerEnter={() => setHovered(true)}
      onPointerLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setFocused(false)
      }}
    >
      <div className="carousel__controls">
        <button
          type="button"
          className="carousel__button"
          aria-label={playing ? 'Pause the sample pages' : 'Play the sample pages'}
          onClick={() => setPlaying((p) => !p)}
        >
          <ControlIcon d={playing ? 'M7 5v14M17 5v14' : 'M8 5.5v13l11-6.5z'} />
        </button>
        <button
          type="button"
          className="carousel__button"
          aria-controls={slidesId}
          aria-label="Previous sample page"
          onClick={() => go(-1)}
        >
          <ControlIcon d="M15 5l-7 7 7 7" />
        </button>
        <span className="carousel__count" aria-hidden="true">
          {index + 1} / {pages.length}
        </span>
        <button
          type="button"
          className="carousel__button"
          aria-controls={slidesId}
          aria-label="Next sample page"
          onClick={() => go(1)}
        >
          <ControlIcon d="M9 5l7 7-7 7" />
        </button>
      </div>
      <div id={slidesId} className="carousel__slides" aria-live={rotating ? 'off' : 'polite'}>
        {pages.map((page, i) => (
          // biome-ignore lint/a11y/useSemanticElements: the WAI-ARIA carousel pattern's slide is a group, not a form fieldset.
          <div
            key={page.src}
            className="carousel__slide"
            role="group"
            aria-roledescription="slide"
            aria-label={`${i + 1} of ${pages.length}`}
            data-active={i === index}
            aria-hidden={i !== index}
          >
            <img
              src={page.src}
              alt={page.alt}
              width={page.width}
              height={page.height}
              loading={i === index || i === (index + 1) % pages.length ? 'eager' : 'lazy'}
              decoding="async"
            />
          </div>
        ))}
      </div>
    </section>
  )
}
