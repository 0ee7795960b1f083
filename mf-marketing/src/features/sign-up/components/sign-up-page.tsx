import { usePageTitle } from '@riviere/remote-kit';
import { SignUpForm } from './sign-up-form';

export function SignUpPage() {
  usePageTitle('Sign up for news and offers');
  return (
    <div className="mk-page">
      <h1>Sign up for news and offers</h1>
      <p className="mk-lead">Be first to hear about new menus and events, get exclusive offers and a little something on your birthday.</p>
      <div className="mk-card">
        <SignUpForm />
      </div>
    </div>
  );
}
