import { useHead, usePageTitle } from '@riviere/remote-kit';
import { SignUpForm } from './sign-up-form';

const LEAD = 'Be first to hear about new menus and events, get exclusive offers and a little something on your birthday.';

export function SignUpPage() {
  usePageTitle('Sign up for news and offers');
  useHead({ description: LEAD });
  return (
    <div className="mk-page">
      <h1 className="mk-title">Sign up for news and offers</h1>
      <p className="mk-lead">{LEAD}</p>
      <div className="mk-card">
        <SignUpForm />
      </div>
    </div>
  );
}
