import { useEffect } from 'react';
import { useNavigate } from 'react-router';

/**
 * Replaces the address once rendered. (react-router's <Navigate> would do the same, but the app's data router does not
 * use it elsewhere and it would join the login page's first load.)
 */
export function Redirect({ to }: { to: string }) {
  const navigate = useNavigate();
  useEffect(() => {
    void navigate(to, { replace: true });
  }, [navigate, to]);
  return null;
}
