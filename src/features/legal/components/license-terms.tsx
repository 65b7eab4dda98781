import { Link } from '@tanstack/react-router'
import { ART_CREDITS, CONTACT_EMAIL } from '../legal-facts'
import { LegalDocument, type LegalSection } from './legal-document'

function AllowedAndNot({ allowed, notAllowed }: { allowed: string[]; notAllowed: string[] }) {
  return (
    <div className="legal__columns">
      <div className="legal__box legal__box--yes">
        <h3>You may</h3>
        <ul>
          {allowed.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      </div>
      <div className="legal__box legal__box--no">
        <h3>You may not</h3>
        <ul>
          {notAllowed.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      </div>
    </div>
  )
}

const sections: LegalSection[] = [
  {
    id: 'which-license',
    heading: 'Which license applies to a page',
    body: (
      <>
        <p>
          Every page you make with Colorly comes with a license that depends on your plan at the moment you
          created it:
        </p>
        <ul>
          <li>
            <strong>Personal License</strong>: pages made on the Starter and Hobbyist plans, on the free plan
            and in the free trial. These pages carry a small “Made with Colorly” watermark.
          </li>
          <li>
            <strong>Commercial License</strong>: pages made on the Professional plan. These pages have no
            watermark.
          </li>
        </ul>
        <p>
          A page keeps its license: pages made while you were on Professional stay under the Commercial
          License after you change plans, and pages made earlier on another plan stay under the Personal
          License.
        </p>
      </>
    ),
  },
  {
    id: 'personal',
    heading: 'Personal License (Starter, Hobbyist, free and trial pages)',
    body: (
      <>
        <p>For personal use and non-commercial educational use.</p>
        <AllowedAndNot
          allowed={[
            'Print and color the pages at home, as many copies as you like.',
            'Hand them out to your own students, classes, clubs or family, free of charge.',
            'Share them, or photos of colored pages, on social media and class websites, watermark intact, without charging for them.',
          ]}
          notAllowed={[
            'Sell the pages, or products, books or bundles that contain them.',
            'Use them for commercial purposes, such as advertising or paid events.',
            'Remove, cover or crop out the watermark.',
            'Sublicense them, or pass them on for others to use or redistribute (for example as stock art or printable packs).',
          ]}
        />
      </>
    ),
  },
  {
    id: 'commercial',
    heading: 'Commercial License (Professional)',
    body: (
      <>
        <p>For businesses, shops and creators who sell or publish their pages.</p>
        <AllowedAndNot
          allowed={[
            'Sell the pages, printed or as digital downloads, and use them in products you sell, such as coloring books and activity packs.',
            'Use them commercially: in teaching materials you sell, marketing, events and client work.',
            'Modify them: crop, combine, add text and borders.',
            'Remove watermarks (Professional pages are made without one).',
          ]}
          notAllowed={[
            'Claim copyright in the pages, or stop others from using pages that look similar.',
            'Resell them as a competing service, for example a coloring-page generator or a bulk feed of pages for others to resell.',
            'Share your account access with other people or businesses.',
            'Use the pages, or parts of them, in trademarks or logos.',
          ]}
        />
      </>
    ),
  },
  {
    id: 'both',
    heading: 'For every page',
    body: (
      <ul>
        <li>
          Pages are made automatically and similar prompts can give similar pages, so neither license gives
          you exclusive rights.
        </li>
        <li>
          You are responsible for your prompts: if you ask for someone else’s character, brand or artwork,
          this license does not give you their permission.
        </li>
        <li>
          If your subscription ends, the licenses for pages you have already made stay in force as long as you
          keep to them. Breaking a license ends it for the pages concerned.
        </li>
      </ul>
    ),
  },
  {
    id: 'credits',
    heading: 'Art credits',
    body: (
      <>
        <p>
          Colorly’s own page engine draws with open art sets and an open typeface. Each drawing is turned into
          black outlines on white, and the page records which drawings it used. These licenses allow
          commercial use without requiring your pages to be shared under the same terms, which is why the
          Commercial License above is possible. Pages made by an external AI image service, where this site
          uses one, do not use these sets.
        </p>
        <ul className="legal__credits">
          {ART_CREDITS.map((credit) => (
            <li key={credit.name}>
              <h3>{credit.name}</h3>
              <p>By {credit.author}</p>
              <p>
                License:{' '}
                <a href={credit.licenseUrl} rel="noopener noreferrer">
                  {credit.license}
                </a>
              </p>
              <p>
                Source:{' '}
                <a href={credit.sourceUrl} rel="noopener noreferrer">
                  {credit.sourceUrl.replace(/^https:\/\//, '')}
                </a>
              </p>
              <p>{credit.use}</p>
            </li>
          ))}
        </ul>
        <p>
          The typeface is used under the SIL Open Font License 1.1: it is embedded in the pages as drawn
          outlines, and the font itself is not sold or redistributed.
        </p>
      </>
    ),
  },
  {
    id: 'questions',
    heading: 'Questions',
    body: (
      <p>
        Not sure whether a use is covered? Write to <a href={`mailto:${CONTACT_EMAIL}`}>{CONTACT_EMAIL}</a>{' '}
        before you use the pages. These License Terms are part of our{' '}
        <Link to="/terms">Terms of Service</Link>.
      </p>
    ),
  },
]

export function LicenseTerms() {
  return (
    <LegalDocument
      title="License Terms"
      intro={
        <p>
          Two licenses cover the pages you make: the <strong>Personal License</strong> (Starter, Hobbyist, and
          free and trial pages) for home and non-commercial classroom use, and the{' '}
          <strong>Commercial License</strong> (Professional) for selling and business use.
        </p>
      }
      sections={sections}
    />
  )
}
