/** reCAPTCHA is stated in the UI either way: Google's required notice with a key, "off" without one. */
export function RecaptchaNote({ enabled }: { enabled: boolean }) {
  return enabled ? (
    <p className="mk-small">
      This site is protected by reCAPTCHA and the Google{' '}
      <a href="https://policies.google.com/privacy" rel="noopener noreferrer">Privacy Policy</a> and{' '}
      <a href="https://policies.google.com/terms" rel="noopener noreferrer">Terms of Service</a> apply.
    </p>
  ) : (
    <p className="mk-small">Spam check (reCAPTCHA) is off on this site.</p>
  );
}
