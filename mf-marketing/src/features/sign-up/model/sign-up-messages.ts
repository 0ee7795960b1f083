export const SIGN_UP_FAILED = 'Sorry, we could not sign you up just now. Your details are still here: please check them and try again.';
