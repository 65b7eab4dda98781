import { Link } from '@tanstack/react-router'
import { APP_NAME } from './use-document-title'

export function SiteFooter() {
  return (
    <footer className="site-footer">
      <div className="site-footer__inner">
        <div className="site-footer__brand">
          <Link to="/" className="brand brand--footer">
            <img src="/icons/icon.svg" alt="" width="32" height="32" />
            <span>{APP_NAME}</span>
          </Link>
          <p>Create beautiful coloring pages with AI.</p>
        </div>
        <nav aria-labelledby="footer-product" className="site-footer__column">
          <h2 id="footer-product">Product</h2>
          <ul>
            <li>
              <Link to="/pricing">Pricing</Link>
            </li>
            <li>
              <Link to="/free-coloring-pages" reloadDocument>
                Free Coloring Pages
              </Link>
            </li>
          </ul>
        </nav>
        <nav aria-labelledby="footer-legal" className="site-footer__column">
          <h2 id="footer-legal">Legal</h2>
          <ul>
            <li>
              <Link to="/terms">Terms of Service</Link>
            </li>
            <li>
              <Link to="/privacy">Privacy Policy</Link>
            </li>
            <li>
              <Link to="/license">License</Link>
            </li>
            <li>
              <Link to="/cancellation">Cancellation Policy</Link>
            </li>
          </ul>
        </nav>
      </div>
      {/* Prerendered pages carry the build's year; adopting one in a later year keeps it until a reload. */}
      <p className="site-footer__legal" suppressHydrationWarning>
        {`© ${new Date().getFullYear()} ${APP_NAME}. Not intended for children under 13.`}
      </p>
    </footer>
  )
}
