import { useEffect, useState } from 'react'
import type { GalleryShelfResponse } from '../../../../shared/contract'
import { loadGalleryShelf } from '../gallery-shelf-api'

type Card = GalleryShelfResponse['today']

/**
 * The landing page's window on the free gallery: the page of the day and the season's shelf. Asked for
 * after the page shows (the landing page is prerendered, the shelf changes daily); the space is kept
 * from the start, so nothing moves when it arrives. Links are plain: the gallery is written by the server.
 */
export function GalleryShelf() {
  const [shelf, setShelf] = useState<GalleryShelfResponse | null>(null)
  useEffect(() => {
    let cancelled = false
    loadGalleryShelf().then(
      (answer) => !cancelled && setShelf(answer),
      () => {},
    )
    return () => {
      cancelled = true
    }
  }, [])
  const season = shelf?.season[0]
  return (
    <section className="landing-section gallery-shelf" aria-labelledby="gallery-shelf-title">
      <h2 id="gallery-shelf-title" className="landing-section__title">
        Free coloring pages, ready to print
      </h2>
      <div className="gallery-shelf__rows">
        <div>
          <h3>Page of the day</h3>
          <ul className="gallery-shelf__cards">
            {shelf ? <ShelfCard card={shelf.today} /> : <li aria-hidden="true" />}
          </ul>
        </div>
        <div>
          <h3>{season ? <a href={season.path}>{season.title}</a> : 'In season'}</h3>
          <ul className="gallery-shelf__cards">
            {season
              ? season.pages.slice(0, 4).map((card) => <ShelfCard key={card.path} card={card} />)
              : [0, 1, 2, 3].map((i) => <li key={i} aria-hidden="true" />)}
          </ul>
        </div>
      </div>
      <p>
        <a className="button button--ghost" href="/free-coloring-pages">
          See all free coloring pages
        </a>
      </p>
    </section>
  )
}

function ShelfCard({ card }: { card: Card }) {
  return (
    <li>
      <a className="gallery-shelf__card" href={card.path}>
        <img src={card.thumb} alt="" width="240" height="311" loading="lazy" decoding="async" />
        <span>{card.title}</span>
      </a>
    </li>
  )
}
