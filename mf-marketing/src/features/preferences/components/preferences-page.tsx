import { useState } from 'react';
import { useParams } from 'react-router-dom';
import { isNotFound } from '../../../shared/lib/error-message';
import { ErrorState, LoadingState, useNotFound, usePageTitle, usePersonalPage } from '@riviere/remote-kit';
import { usePreferences } from '../api/use-preferences';
import { isCustomerGuid } from '../lib/preferences-values';
import type { PreferencesData } from '../api/use-preferences';
import { MarketingEmails } from './marketing-emails';
import { PreferencesForm } from './preferences-form';

/**
 * /preferences/{guid}: a customer's preferences; an unknown guid is the shell's 404. A page for
 * one person: never indexed, never cached by the site server.
 */
export function PreferencesPage() {
  const { id = '' } = useParams();
  usePersonalPage();
  const valid = isCustomerGuid(id);
  return valid ? <KnownGuid guid={id} /> : <UnknownGuid />;
}

function UnknownGuid() {
  useNotFound(true, 'We could not find those preferences.');
  return null;
}

function KnownGuid({ guid }: { guid: string }) {
  const data = usePreferences(guid);
  const missing = data.status === 'error' && isNotFound(data.error);
  usePageTitle('Your preferences');
  useNotFound(missing, 'We could not find those preferences.');

  if (missing) return null;
  if (data.status === 'loading') return <LoadingState label="Loading your preferences…" />;
  if (data.status === 'error') {
    return (
      <div className="mk-page">
        <h1 className="mk-title">Your preferences</h1>
        <ErrorState message="Sorry, we could not load your preferences. Please try again." onRetry={data.retry} />
      </div>
    );
  }
  return <Preferences key={guid} guid={guid} data={data.data} />;
}

/** The marketing e-mails control above the form; stopping them unticks the form's topics. */
function Preferences({ guid, data }: { guid: string; data: PreferencesData }) {
  const [marketingEmails, setMarketingEmails] = useState(data.prefs.marketingEmails !== false);
  return (
    <div className="mk-page">
      <h1 className="mk-title">Your preferences</h1>
      <p className="mk-lead">Tell us a little about you and choose what you would like to hear about.</p>
      <MarketingEmails guid={guid} subscribed={marketingEmails} onChange={setMarketingEmails} />
      <div className="mk-card">
        <PreferencesForm {...data} marketingEmails={marketingEmails} />
      </div>
    </div>
  );
}
