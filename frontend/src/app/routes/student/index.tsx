import { Navigate } from 'react-router';

export default function StudentIndex() {
  return <Navigate to="/student/dashboard" replace />;
}
