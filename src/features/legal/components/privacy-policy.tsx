import { Link } from '@tanstack/react-router'
import { CONTACT_EMAIL, DATA_RETENTION_DAYS, MINIMUM_AGE, TRIAL_DAYS } from '../legal-facts'
import { LegalDocument, type LegalSection } from './legal-document'

const mail = <a href={`mailto:${CONTACT_EMAIL}`}>{CONTACT_EMAIL}</a>

const sections: LegalSection[] = [
  {
    id: 'what-we-keep',
    heading: 'What we keep',
    body: (
      <>
        <h3>When you have an account</h3>
        <ul>
          <li>
            <strong>Your email address</strong>, to sign you in and to send password reset messages. If you
            sign in with Google, we also keep the account id Google gives us for you.
          </li>
          <li>
            <strong>A hash of your password</strong> (Argon2), never the password itself. Sign-in sessions and
            reset links are stored only as hashes too; a reset link stops working after one hour.
          </li>
          <li>
            <strong>Your pages and prompts</strong>: the words you typed, the improved prompt when Magic
            Prompt is on, your choices (complexity, style, paper size), the PNG and PDF files, and when each
            page was made.
          </li>
          <li>
            <strong>Your plan state</strong>: plan, billing period, renewal or cancellation dates, a count of
            the pages made in the period, and the customer and subscription ids of our payment provider. Your
            card details go straight to the payment provider (Stripe); we never see them.
          </li>
        </ul>
        <h3>When you use the free trial</h3>
        <p>
          The trial page and its prompt, a random visitor id made by your browser, and a keyed hash of your
          network address (not the address itself), used only to allow one free page per browser every{' '}
          {TRIAL_DAYS} days and a few per network each day.
        </p>
        <h3>When you visit any page</h3>
        <p>
          An anonymous page-view event: the page’s path, the address of the page you came from without its
          query (for example <code>https://www.example.com/blog</code>), the time, and a random id that lasts
          only as long as your browser tab. We do not store your network address, your account, or your
          browser type with it.
        </p>
        <h3>Server logs</h3>
        <p>
          Like every web server, ours records requests (network address, method, the address asked for with
          any secrets removed, and the result) to keep the service secure and to fix problems.
        </p>
      </>
    ),
  },
  {
    id: 'why',
    heading: 'Why we use it',
    body: (
      <ul>
        <li>To run your account, make your pages, keep them for you and let you download them.</li>
        <li>To apply your plan’s quota and bill you through the payment provider.</li>
        <li>
          To keep Colorly safe: refusing unsafe prompts, limiting abuse of the free trial, stopping attacks.
        </li>
        <li>To count visits and see which pages are useful, without knowing who you are.</li>
        <li>To send the emails you ask for, such as password reset links.</li>
      </ul>
    ),
  },
  {
    id: 'services',
    heading: 'Services that help us',
    body: (
      <>
        <p>We do not sell your data or use it for advertising. We share only what each service needs:</p>
        <ul>
          <li>
            <strong>Payments</strong>: Stripe processes payments and receives your email and payment details
            under its own privacy policy.
          </li>
          <li>
            <strong>Sign-in with Google</strong>, when you choose it: Google tells us your email and account
            id.
          </li>
          <li>
            <strong>Email delivery</strong>: our mail provider receives your email address and the message.
          </li>
          <li>
            <strong>Page drawing and prompt services</strong>: pages are drawn by Colorly’s own engine, or,
            where this site is set up to use one, by an external AI service. Such a service receives the
            prompt and your choices, never your email or account. Prompts may also be sent to a moderation
            service to check they are safe.
          </li>
          <li>
            <strong>Additional analytics</strong>: this site can be set up to load an analytics service. When
            it is, that service receives ordinary technical data from your browser under its own privacy
            policy.
          </li>
        </ul>
      </>
    ),
  },
  {
    id: 'device',
    heading: 'What stays on your device',
    body: (
      <>
        <p>Colorly does not use cookies. It keeps a few things in your browser’s storage:</p>
        <ul>
          <li>
            <code>user</code> and <code>token</code>: your signed-in session, removed when you log out.
          </li>
          <li>
            <code>visitor</code>: the free trial marker, a random visitor id and the time you used the trial,
            so the page knows the trial is used for {TRIAL_DAYS} days.
          </li>
          <li>The random page-view id for the current tab (session storage), gone when the tab closes.</li>
          <li>
            The installed app’s files and the pages you save for offline use, so they open without a
            connection.
          </li>
          <li>
            <code>colorly-class-names</code>: the names you type to print a class set, kept for next time
            until you press “Forget names”. Class sets and books are made on your device: the names are never
            sent to Colorly.
          </li>
        </ul>
        <p>You can clear all of this in your browser settings at any time.</p>
      </>
    ),
  },
  {
    id: 'how-long',
    heading: 'How long we keep it',
    body: (
      <ul>
        <li>
          Your account, pages and prompts: while your account exists. You can delete any page in the app.
        </li>
        <li>
          After a paid plan is cancelled and its period has ended, your account data is kept for{' '}
          {DATA_RETENTION_DAYS} days (so you can change your mind and reactivate), then deleted automatically.
        </li>
        <li>Password reset links: one hour. Sessions: until you log out or the session is revoked.</li>
        <li>
          Trial pages, anonymous page views and server logs: only as long as they are useful for the purposes
          above; they are cleared out regularly.
        </li>
        <li>Payment records: as long as tax and accounting law requires, kept by the payment provider.</li>
      </ul>
    ),
  },
  {
    id: 'children',
    heading: 'Children',
    body: (
      <p>
        Colorly makes pages for children but does not serve children under {MINIMUM_AGE}: accounts are for
        parents, teachers and other adults, who type the ideas and print the pages. We do not knowingly
        collect data from children under {MINIMUM_AGE}. If you believe a child has given us personal data,
        write to {mail} and we will delete it.
      </p>
    ),
  },
  {
    id: 'rights',
    heading: 'Your choices and rights',
    body: (
      <p>
        You can see your email and pages in the app, download your pages and delete them. You can ask us for a
        copy of your data, to correct it, or to delete your account and everything in it by writing to {mail}{' '}
        from the address on your account. Depending on where you live you may also object to some uses or
        complain to your data protection authority.
      </p>
    ),
  },
  {
    id: 'security',
    heading: 'Security',
    body: (
      <p>
        Passwords, sessions and reset links are kept only as hashes, page files are reached through signed
        links that expire, and the site is served over HTTPS. No system is perfectly secure; if something goes
        wrong that affects your data, we will tell you.
      </p>
    ),
  },
  {
    id: 'changes',
    heading: 'Changes and contact',
    body: (
      <p>
        We will update this policy when what we collect or why changes, and tell you in the app or by email
        when the change matters. Questions about privacy: {mail}. See also our{' '}
        <Link to="/terms">Terms of Service</Link>.
      </p>
    ),
  },
]

export function PrivacyPolicy() {
  return (
    <LegalDocument
      title="Privacy Policy"
      intro={
        <p>
          Colorly keeps what it needs to run your account and make your pages: your email, a password hash,
          your pages and prompts, and your plan. Page visits are counted anonymously. We do not sell data,
          show ads or use cookies.
        </p>
      }
      sections={sections}
    />
  )
}
