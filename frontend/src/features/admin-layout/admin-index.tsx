import { Navigate } from 'react-router-dom';

export function AdminIndex() {
  return <Navigate to="/admin/dashboard" replace />;
}
