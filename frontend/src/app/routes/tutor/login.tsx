import { TutorLoginPage } from '../../../features/tutor-auth/login-page';
import { loadAmplifyAuth } from '../../../lib/auth-loader';

/** The sign-in page will need Amplify: start downloading it with the page. */
export function clientLoader() {
  void loadAmplifyAuth().catch(() => undefined);
  return null;
}

export default TutorLoginPage;
