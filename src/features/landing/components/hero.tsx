import { Link } from '@tanstack/react-router'
import { TrialWidget } from './trial-widget'

export function Hero() {
  return (
    <section className="landing-hero" aria-labelledby="hero-title">
      <div className="landing-hero__text">
        <p className="landing-hero__eyebrow">Printable coloring pages from a few words</p>
        <h1 id="hero-title">Turn any idea into a printable coloring page</h1>
        <p className="landing-hero__lead">
          Describe a subject and get a clean black-and-white page, ready to print for the kitchen table or the
          whole class. Easy or intricate, cartoon or realistic, as PNG or PDF.
        </p>
        <Link to="/login" search={{ register: true }} className="button button--primary button--large">
          <span className="only-wide">Create Your First Coloring Page for FREE!</span>
          <span className="only-narrow">Start Creating Free!</span>
        </Link>
        <ul className="landing-hero__points">
          <li>10 free pages after sign-up</li>
          <li>No card needed</li>
          <li>Made for US Letter and A4</li>
        </ul>
      </div>
      <TrialWidget />
    </section>
  )
}
