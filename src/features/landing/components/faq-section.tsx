import { Link } from '@tanstack/react-router'
import type { ReactNode } from 'react'

type Faq = { question: string; answer: ReactNode }

// Seven questions, answered the way the product behaves.
export const FAQS: Faq[] = [
  {
    question: 'Is Colorly really free to try?',
    answer: (
      <p>
        Yes. Anyone can make one coloring page right here on this page, without an account. Each browser gets
        one free page every 30 days. Sign up and you get 10 more free pages to create, download and print,
        with no card needed.
      </p>
    ),
  },
  {
    question: 'What do the plans include?',
    answer: (
      <p>
        After your 10 free pages, choose Starter (100 pages a month), Hobbyist (1,000 pages a month) or
        Professional (5,000 pages a month), billed monthly or once a year for less. Every plan has all styles
        and complexity levels, Magic Prompt, and PNG and PDF downloads. See <Link to="/pricing">Pricing</Link>{' '}
        for the details.
      </p>
    ),
  },
  {
    question: 'What files do I get, and what paper do they fit?',
    answer: (
      <p>
        Every page downloads as a PNG (300 dpi, pure black and white) and as a PDF with sharp vector lines.
        Pages are laid out for US Letter or A4 paper with margins your printer can handle.
      </p>
    ),
  },
  {
    question: 'Can I use Colorly without internet?',
    answer: (
      <p>
        Install Colorly to your home screen from the browser menu. The app then opens without a connection and
        the pages you have saved on that device stay there to view and print. Creating a new page needs an
        internet connection.
      </p>
    ),
  },
  {
    question: 'Can my child use Colorly?',
    answer: (
      <p>
        The pages are made for children, but the service is not: Colorly does not serve children under 13, so
        a parent, teacher or other adult holds the account, types the ideas and prints the pages for the
        child. Prompts are checked, and anything violent, sexual, hateful or about self-harm is refused.
      </p>
    ),
  },
  {
    question: 'Can I sell the pages I make, and is there a watermark?',
    answer: (
      <p>
        Free, Starter and Hobbyist pages carry a small “Made with Colorly” mark and come with the Personal
        License: personal use and non-commercial classroom use. Professional pages have no watermark and come
        with the Commercial License, which lets you sell them and use them in your business. Read the{' '}
        <Link to="/license">License Terms</Link>.
      </p>
    ),
  },
  {
    question: 'How do I cancel a subscription?',
    answer: (
      <p>
        Cancel any time from your Account page. Your plan stays active until the end of the period you paid
        for and does not renew. Your account and its pages are kept for 30 days after the plan ends, then
        deleted automatically unless you subscribe again. See the{' '}
        <Link to="/cancellation">Cancellation Policy</Link>, including refunds.
      </p>
    ),
  },
]

export function FaqSection() {
  return (
    <section className="landing-section" aria-labelledby="faq-title">
      <h2 id="faq-title" className="landing-section__title">
        Frequently asked questions
      </h2>
      <div className="faq">
        {FAQS.map((faq) => (
          <details key={faq.question} className="faq__item">
            <summary className="faq__question">{faq.question}</summary>
            <div className="faq__answer">{faq.answer}</div>
          </details>
        ))}
      </div>
    </section>
  )
}
