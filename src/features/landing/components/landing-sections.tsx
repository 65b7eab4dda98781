import { Link } from '@tanstack/react-router'
import { SHOWCASE_PAGES } from '../sample-pages'
import { SmileIcon, SparkIcon, StylesIcon } from './feature-icons'

const FEATURES = [
  {
    icon: <SparkIcon />,
    title: 'AI-Powered Creation',
    text: 'Type an idea in everyday words. Colorly works out what to draw, lays out the scene and hands you a finished page in seconds.',
  },
  {
    icon: <SmileIcon />,
    title: 'Kid-Friendly Designs',
    text: 'Friendly subjects, closed shapes and clean black lines on white. Every prompt is checked, so nothing scary or unsuitable ends up on the page.',
  },
  {
    icon: <StylesIcon />,
    title: 'Multiple Styles',
    text: 'Easy pages with big shapes for little hands, intricate ones full of detail for older kids and grown-ups, in a cartoon or a realistic style.',
  },
]

export function FeaturesSection() {
  return (
    <section className="landing-section" aria-labelledby="features-title">
      <h2 id="features-title" className="landing-section__title">
        Why families and teachers use Colorly
      </h2>
      <ul className="feature-grid">
        {FEATURES.map((f) => (
          <li key={f.title} className="feature-card">
            <span className="feature-card__icon">{f.icon}</span>
            <h3>{f.title}</h3>
            <p>{f.text}</p>
          </li>
        ))}
      </ul>
    </section>
  )
}

const LOOKS = [
  {
    key: 'intricate',
    title: 'Intricate',
    text: 'Thin lines, many small regions and patterns: a long, calm coloring session for older kids and adults.',
  },
  {
    key: 'cartoon',
    title: 'Cartoon',
    text: 'Bold, friendly outlines and big shapes that are easy to stay inside. Perfect for younger children.',
  },
  {
    key: 'realistic',
    title: 'Realistic',
    text: 'Texture and shading lines give subjects a more lifelike look, ready for pencils and fine markers.',
  },
] as const

export function StyleShowcase() {
  return (
    <section className="landing-section" aria-labelledby="styles-title">
      <h2 id="styles-title" className="landing-section__title">
        Three looks to choose from
      </h2>
      <p className="landing-section__lead">
        Real pages made by Colorly. Pick the look that suits who is coloring.
      </p>
      <ul className="showcase-grid">
        {LOOKS.map((look) => {
          const page = SHOWCASE_PAGES[look.key]
          return (
            <li key={look.key} className="showcase-card">
              <img
                src={page.src}
                alt={page.alt}
                width={page.width}
                height={page.height}
                loading="lazy"
                decoding="async"
              />
              <div className="showcase-card__text">
                <h3>{look.title}</h3>
                <p>{look.text}</p>
                <p className="showcase-card__prompt">
                  Prompt: <q>{page.prompt}</q>
                </p>
              </div>
            </li>
          )
        })}
      </ul>
    </section>
  )
}

const STEPS = [
  {
    title: 'Describe your idea',
    text: 'A few words are enough: “a turtle on the beach”, “happy birthday Emma”, “the letter B”.',
  },
  {
    title: 'Choose a style',
    text: 'Easy or intricate, cartoon or realistic. Magic Prompt can add detail to a short idea.',
  },
  {
    title: 'Download and print',
    text: 'Save a PNG or a PDF sized for US Letter or A4 and print as many copies as you need.',
  },
]

export function StepsSection() {
  return (
    <section className="landing-section" aria-labelledby="steps-title">
      <h2 id="steps-title" className="landing-section__title">
        Create in 3 Simple Steps
      </h2>
      <ol className="steps">
        {STEPS.map((step, i) => (
          <li key={step.title} className="step">
            <span className="step__number" aria-hidden="true">
              {i + 1}
            </span>
            <h3>{step.title}</h3>
            <p>{step.text}</p>
          </li>
        ))}
      </ol>
    </section>
  )
}

export function GetStartedSection() {
  return (
    <section className="get-started" aria-labelledby="get-started-title">
      <h2 id="get-started-title">Ready for your next coloring page?</h2>
      <p>Sign up free and get 10 pages to make, print and keep. No card needed.</p>
      <Link to="/login" search={{ register: true }} className="button button--accent button--large">
        Get Started
      </Link>
    </section>
  )
}
