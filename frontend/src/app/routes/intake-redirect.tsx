import { Navigate, useLocation } from 'react-router';

/** /intake is an older address of the intake form; keep its query. */
export default function IntakeRedirect() {
  const { search } = useLocation();
  return <Navigate to={`/intake-form${search}`} replace />;
}
