import { Link } from 'react-router'
import { buttonClasses } from '@/components/ui/button'

export function NotFoundPage() {
  return (
    <div className="mx-auto flex max-w-xl flex-col items-start gap-4 px-4 py-16 sm:px-8">
      <h1 className="text-3xl font-semibold">404 Page Not Found</h1>
      <p className="text-star-muted">Did you forget to add the page to the router?</p>
      <Link to="/" className={buttonClasses('secondary')}>
        Back to Orion
      </Link>
    </div>
  )
}
