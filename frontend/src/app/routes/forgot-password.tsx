import { ForgotPasswordPage } from '../../features/account/forgot-password-page';
import { loadAmplifyAuth } from '../../lib/auth-loader';

/** The last step signs in: start downloading Amplify with the page. */
export function clientLoader() {
  void loadAmplifyAuth().catch(() => undefined);
  return null;
}

export default ForgotPasswordPage;
