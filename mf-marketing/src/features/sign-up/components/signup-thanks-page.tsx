import { Link } from 'react-router-dom';
import { usePageTitle } from '@riviere/remote-kit';

export function SignUpThanksPage() {
  usePageTitle('Thank you for signing up');
  return (
    <div className="mk-page">
      <h1 className="mk-title">Thank you for signing up</h1>
      <p className="mk-lead">Merci! We have sent you a welcome e-mail. It has a link to change what we send you at any time.</p>
      <p className="mk-text">
        <Link className="rv-button rv-button--primary" to="/">
          Back to the home page
        </Link>
      </p>
    </div>
  );
}
