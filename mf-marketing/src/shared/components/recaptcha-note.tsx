/**
 * Google's required notice when reCAPTCHA checks the form. With no site key (the offline default)
 * the form is sent without a check and visitors are told nothing: that is for developers.
 */
export function RecaptchaNote({ enabled }: { enabled: boolean }) {
  if (!enabled) return null;
  return (
    <p className="mk-small">
      This site is protected by reCAPTCHA and the Google{' '}
      <a href="https://policies.google.com/privacy" rel="noopener noreferrer">Privacy Policy</a> and{' '}
      <a href="https://policies.google.com/terms" rel="noopener noreferrer">Terms of Service</a> apply.
    </p>
  );
}
