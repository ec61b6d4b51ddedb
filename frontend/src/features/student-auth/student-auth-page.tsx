import { useState } from 'react';
import { Alert, Link, Stack, Tabs } from '@chakra-ui/react';
import { Navigate, Link as RouterLink, useSearchParams } from 'react-router-dom';
import { AuthCard } from '../../components/layout/auth-card';
import { RouteFallback } from '../../components/layout/route-fallback';
import { useAuth } from '../../lib/auth';
import { learnerTexts } from '../../lib/learner-texts';
import { readSavedIntake } from '../../lib/saved-intake';
import { usePageTitle } from '../../lib/use-page-title';
import { signedInTarget } from './auth-target';
import { LoginForm } from './login-form';
import { SignupForm } from './signup-form';

type Tab = 'login' | 'signup';

/**
 * /student-auth?redirect=&courseId=. Once someone is signed in (here, or before they came) they
 * leave for `signedInTarget`; both tabs stay mounted, so switching tabs keeps what was typed.
 */
export function StudentAuthPage() {
  usePageTitle('Student Portal', 'Log in or create your account to book sessions and follow your lessons.');
  const { state } = useAuth();
  const [params] = useSearchParams();
  // Someone sent here by the paid intake: the name they just gave answers for.
  const [fromIntake] = useState(() =>
    params.get('redirect') === '/packages' ? readSavedIntake()?.fullName.trim() || null : null,
  );
  // Most have no account yet: show them Sign Up first (a parent who has one is told to log in).
  const [tab, setTab] = useState<Tab>(fromIntake ? 'signup' : 'login');
  const [createdEmail, setCreatedEmail] = useState('');

  if (state.status === 'loading') return <RouteFallback />;
  const target = state.status === 'signedIn' ? signedInTarget(state.me, params) : null;
  if (target) return <Navigate to={target} replace />;

  return (
    <AuthCard title="Student Portal" subtitle="Log in or create an account to book and follow your lessons.">
      <Stack gap="6">
        {fromIntake && (
          <Alert.Root status="info" colorPalette="brand">
            <Alert.Indicator />
            <Alert.Content>
              <Alert.Title>{learnerTexts.authParentTitle}</Alert.Title>
              <Alert.Description>{learnerTexts.authParentText(fromIntake)}</Alert.Description>
            </Alert.Content>
          </Alert.Root>
        )}
        <Tabs.Root
          value={tab}
          onValueChange={(details) => setTab(details.value as Tab)}
          variant="enclosed"
          fitted
          colorPalette="brand"
        >
          <Tabs.List>
            <Tabs.Trigger value="login">Login</Tabs.Trigger>
            <Tabs.Trigger value="signup">Sign Up</Tabs.Trigger>
          </Tabs.List>
          <Tabs.Content value="login" pt="6">
            <LoginForm email={createdEmail} />
          </Tabs.Content>
          <Tabs.Content value="signup" pt="6">
            <SignupForm
              onCreatedNotSignedIn={(email) => {
                setCreatedEmail(email);
                setTab('login');
              }}
            />
          </Tabs.Content>
        </Tabs.Root>
        <Link asChild color="brand.fg" alignSelf="center" fontSize="sm">
          <RouterLink to="/">
            <span aria-hidden="true">← </span>Back to Home
          </RouterLink>
        </Link>
      </Stack>
    </AuthCard>
  );
}
