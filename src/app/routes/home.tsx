import { DemoVideo } from '../../features/landing/components/demo-video'
import { FaqSection } from '../../features/landing/components/faq-section'
import { GalleryShelf } from '../../features/landing/components/gallery-shelf'
import { Hero } from '../../features/landing/components/hero'
import {
  FeaturesSection,
  GetStartedSection,
  StepsSection,
  StyleShowcase,
} from '../../features/landing/components/landing-sections'
import '../../features/landing/landing.css'
import { usePageMeta } from '../../lib/page-meta'

export function HomeRoute() {
  usePageMeta({
    description:
      'Type any idea and get a printable black-and-white coloring page in seconds. Try one free, then sign up for 10 more. For parents, teachers and grown-up colorists.',
  })
  return (
    <div className="landing">
      <Hero />
      <FeaturesSection />
      <section className="landing-section landing-demo" aria-labelledby="demo-title">
        <div className="landing-demo__text">
          <h2 id="demo-title" className="landing-section__title">
            Watch a page come to life
          </h2>
          <p>
            Type what you want to color and press Generate. Colorly picks the drawings, arranges the scene and
            traces every outline, ready for crayons in seconds.
          </p>
        </div>
        <DemoVideo />
      </section>
      <StyleShowcase />
      <GalleryShelf />
      <StepsSection />
      <FaqSection />
      <GetStartedSection />
    </div>
  )
}
