import { useEffect, useId, useRef } from 'react'
import { DEMO_VIDEO } from '../sample-pages'
import { usePrefersReducedMotion } from '../use-prefers-reduced-motion'

export const VIDEO_RESTART_DELAY_MS = 3000

const listOf = (items: string[]) =>
  items.length < 2 ? items.join('') : `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`

/**
 * The silent demo: plays muted when scrolled into view, waits 3 seconds after it ends
 * and starts again. It never plays by itself for visitors who ask for reduced motion, and a visitor who
 * pauses it keeps it paused. Nothing is downloaded but the poster until it plays.
 */
export function DemoVideo() {
  const video = useRef<HTMLVideoElement>(null)
  const reducedMotion = usePrefersReducedMotion()
  const captionId = useId()

  useEffect(() => {
    const el = video.current
    if (!el) return
    let restart: number | undefined
    let pausedByVisitor = false
    let ourPause = false
    const clearRestart = () => window.clearTimeout(restart)

    const play = () => {
      if (reducedMotion || pausedByVisitor) return
      el.play().catch(() => {
        // Autoplay refused (data saver, policy): the visitor can still press play.
      })
    }
    const onEnded = () => {
      clearRestart()
      restart = window.setTimeout(() => {
        el.currentTime = 0
        if (!pausedByVisitor) void el.play().catch(() => {})
      }, VIDEO_RESTART_DELAY_MS)
    }
    const onPause = () => {
      // The pause that comes with the end of the video, or ours when it scrolls away, is not the visitor's.
      if (el.ended || ourPause) return
      pausedByVisitor = true
      clearRestart()
    }
    const onPlay = () => {
      pausedByVisitor = false
      clearRestart()
    }
    el.addEventListener('ended', onEnded)
    el.addEventListener('pause', onPause)
    el.addEventListener('play', onPlay)

    const observer =
      typeof IntersectionObserver === 'undefined'
        ? null
        : new IntersectionObserver(
            ([entry]) => {
              if (entry.isIntersecting) play()
              else if (!el.paused) {
                ourPause = true
                el.pause()
                ourPause = false
              }
            },
            { threshold: 0.4 },
          )
    observer?.observe(el)
    return () => {
      observer?.disconnect()
      clearRestart()
      el.removeEventListener('ended', onEnded)
      el.removeEventListener('pause', onPause)
      el.removeEventListener('play', onPlay)
    }
  }, [reducedMotion])

  return (
    <figure className="demo-video">
      <video
        ref={video}
        className="demo-video__player"
        muted
        playsInline
        controls
        preload="none"
        poster={DEMO_VIDEO.poster}
        width={DEMO_VIDEO.width}
        height={DEMO_VIDEO.height}
        aria-describedby={captionId}
      >
        <source src={DEMO_VIDEO.webm} type="video/webm" />
        <source src={DEMO_VIDEO.mp4} type="video/mp4" />
      </video>
      <figcaption id={captionId} className="demo-video__caption">
        A silent demo: the prompts {listOf(DEMO_VIDEO.prompts.map((p) => `“${p}”`))} are typed one after
        another, and each coloring page draws itself line by line.
      </figcaption>
    </figure>
  )
}
