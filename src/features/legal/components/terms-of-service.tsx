import { Link } from '@tanstack/react-router'
import { CONTACT_EMAIL, FREE_PAGES_AFTER_SIGN_UP, MINIMUM_AGE, TRIAL_DAYS } from '../legal-facts'
import { LegalDocument, type LegalSection } from './legal-document'

const sections: LegalSection[] = [
  {
    id: 'acceptance',
    heading: '1. Accepting these Terms',
    body: (
      <p>
        These Terms of Service are the agreement between you and Colorly for the use of the Colorly website
        and app (“Colorly”, “we”, “us”). By creating an account, buying a plan or making a coloring page you
        accept these Terms, our <Link to="/privacy">Privacy Policy</Link>, the{' '}
        <Link to="/license">License Terms</Link> and the <Link to="/cancellation">Cancellation Policy</Link>.
        If you do not accept them, please do not use Colorly.
      </p>
    ),
  },
  {
    id: 'eligibility',
    heading: '2. Who may use Colorly',
    body: (
      <>
        <p>
          Colorly makes pages for children, but it does not serve children under {MINIMUM_AGE}. You must be at
          least {MINIMUM_AGE} years old to use Colorly, and old enough to enter a contract where you live (or
          have a parent or guardian accept these Terms for you).
        </p>
        <p>
          When pages are for a child, a parent, teacher or other responsible adult holds the account, types
          the ideas and hands over the printed pages. If we learn that an account belongs to a child under{' '}
          {MINIMUM_AGE}, we close it and delete its data.
        </p>
      </>
    ),
  },
  {
    id: 'account',
    heading: '3. Your account',
    body: (
      <ul>
        <li>Give a real email address you can read: it is how you sign in and reset your password.</li>
        <li>
          Keep your password to yourself and sign out on shared devices. An account is for one person; do not
          share access to it.
        </li>
        <li>
          You are responsible for what is done with your account. Tell us at once at{' '}
          <a href={`mailto:${CONTACT_EMAIL}`}>{CONTACT_EMAIL}</a> if you think someone else is using it.
        </li>
        <li>You can sign in with an email and password, or with Google where it is offered.</li>
      </ul>
    ),
  },
  {
    id: 'free',
    heading: '4. The free trial and free pages',
    body: (
      <>
        <p>
          Without an account, each browser may make one free page every {TRIAL_DAYS} days on the home page. A
          small number of free pages is allowed per network each day, so clearing the browser does not give
          endless pages. When you sign up you receive {FREE_PAGES_AFTER_SIGN_UP} free pages to create; this
          allowance does not renew.
        </p>
        <p>Free pages carry a small “Made with Colorly” watermark and come with the Personal License.</p>
      </>
    ),
  },
  {
    id: 'plans',
    heading: '5. Plans, payment and renewal',
    body: (
      <>
        <p>
          The paid plans (Starter, Hobbyist and Professional), their prices and the number of pages each
          allows per billing period are shown on the <Link to="/pricing">Pricing</Link> page. You can pay
          monthly or once a year. Payments are handled by our payment provider (Stripe); we never see or store
          your card number.
        </p>
        <ul>
          <li>
            Subscriptions renew automatically at the end of each billing period, at the price shown at the
            time, until you cancel.
          </li>
          <li>
            Your page allowance starts again each billing period. Unused pages do not carry over, and deleting
            a page does not give its place back.
          </li>
          <li>
            If a payment fails, you keep your plan while the payment provider tries again; if it keeps
            failing, the subscription ends. Prices may change for future periods; we tell you before a new
            price applies to you.
          </li>
        </ul>
      </>
    ),
  },
  {
    id: 'cancellation',
    heading: '6. Cancellation and refunds',
    body: (
      <p>
        You can cancel at any time from your Account page. Cancellation takes effect at the end of the period
        you paid for, and you keep your plan until then. Refunds, what happens to your data and how to
        reactivate are set out in the <Link to="/cancellation">Cancellation Policy</Link>, which is part of
        these Terms.
      </p>
    ),
  },
  {
    id: 'acceptable-use',
    heading: '7. Acceptable use',
    body: (
      <>
        <p>Colorly is for making wholesome coloring pages. Do not use it to:</p>
        <ul>
          <li>ask for violent, sexual, hateful or self-harm content (such prompts are refused);</li>
          <li>harass, threaten or harm anyone, or make pages that break the law;</li>
          <li>infringe someone else’s trademarks, copyright or other rights;</li>
          <li>
            get around the free trial, quotas, rate limits or watermarks, for example with many accounts or
            automated scripts;
          </li>
          <li>disrupt, overload, probe or reverse-engineer the service, or scrape it in bulk.</li>
        </ul>
        <p>We may refuse a prompt, remove a page or suspend an account that breaks these rules.</p>
      </>
    ),
  },
  {
    id: 'content',
    heading: '8. Your prompts and your pages',
    body: (
      <>
        <p>
          You are responsible for the prompts you type. We use your prompts and pages only to make and show
          your pages, to keep the service safe, and to run your account. We do not sell them.
        </p>
        <p>
          How you may use the pages you create depends on your plan when you created them: the Personal
          License for free, trial, Starter and Hobbyist pages, the Commercial License for Professional pages.
          Both are set out in the <Link to="/license">License Terms</Link>.
        </p>
      </>
    ),
  },
  {
    id: 'watermark',
    heading: '9. Watermarks',
    body: (
      <p>
        Pages made on the free plan, in the free trial and on the Starter and Hobbyist plans carry a small
        “Made with Colorly” watermark. Under the Personal License you may not remove, cover or crop it.
        Professional pages are made without a watermark.
      </p>
    ),
  },
  {
    id: 'service',
    heading: '10. The service and its changes',
    body: (
      <>
        <p>
          We work to keep Colorly available and your pages safe, but we cannot promise it will always be
          available or free of errors. Offline use depends on your browser and device: pages saved on a device
          can be lost if the browser’s storage is cleared.
        </p>
        <p>
          We may improve, change or remove features. If a change takes away something important that you paid
          for, you may cancel and ask for a refund of the unused part of your period.
        </p>
      </>
    ),
  },
  {
    id: 'ours',
    heading: '11. What belongs to us and to others',
    body: (
      <p>
        The Colorly name, logo, website and software belong to us. The drawings and the typeface the page
        engine works from come from open art sets, credited with their licences in the{' '}
        <Link to="/license">License Terms</Link>. Nothing in these Terms gives you rights to our name or logo.
      </p>
    ),
  },
  {
    id: 'disclaimers',
    heading: '12. Disclaimers',
    body: (
      <p>
        Pages are made automatically from your words. They may not always show exactly what you had in mind,
        and they may resemble pages made for others. Colorly is provided “as is” and “as available”, without
        warranties of any kind beyond those the law requires. Nothing in these Terms limits rights you have as
        a consumer that cannot be limited by contract.
      </p>
    ),
  },
  {
    id: 'liability',
    heading: '13. Limitation of liability',
    body: (
      <p>
        As far as the law allows, we are not liable for indirect or consequential losses, such as lost profits
        or lost data, and our total liability to you for any claim is limited to the amount you paid us in the
        12 months before the claim. This does not limit liability for death or personal injury caused by
        negligence, for fraud, or for anything else that cannot be limited by law.
      </p>
    ),
  },
  {
    id: 'changes',
    heading: '14. Changes to these Terms and contact',
    body: (
      <>
        <p>
          We may update these Terms. If a change matters, we tell you by email or in the app before it takes
          effect; if you keep using Colorly afterwards, the new Terms apply. You can close your account at any
          time if you do not agree.
        </p>
        <p>
          Questions? Write to <a href={`mailto:${CONTACT_EMAIL}`}>{CONTACT_EMAIL}</a>.
        </p>
      </>
    ),
  },
]

export function TermsOfService() {
  return (
    <LegalDocument
      title="Terms of Service"
      intro={
        <p>
          The short version: you must be {MINIMUM_AGE} or older, an adult holds the account when pages are for
          children, plans renew until you cancel, and what you may do with your pages depends on your plan.
          The full Terms follow.
        </p>
      }
      sections={sections}
    />
  )
}
