import { Link } from '@tanstack/react-router'
import { useDocumentTitle } from '../../components/use-document-title'

export function HomeRoute() {
  useDocumentTitle()
  return (
    <section className="hero">
      <div className="hero__text">
        <h1>Turn any idea into a printable coloring page</h1>
        <p className="page__lead">
          Describe a subject in a few words and get a clean black-and-white page, ready to print for the
          kitchen table or the whole class. The free trial and examples are coming to this page soon.
        </p>
        <Link to="/login" search={{ register: true }} className="button button--primary button--large">
          <span className="only-wide">Create Your First Coloring Page for FREE!</span>
          <span className="only-narrow">Start Creating Free!</span>
        </Link>
      </div>
      <img className="hero__art" src="/icons/icon.svg" alt="" width="240" height="240" />
    </section>
  )
}
