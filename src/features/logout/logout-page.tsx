import { useEffect } from 'react';
import { Navigate } from 'react-router';
import { selectIsSignedIn } from '../../../machines/auth.machine';
import { useAuth, useAuthSelector } from '../../logic/use-logic';

/** product §2.1 /logout (sidebar entry): sends `logout` (clears tokens, pass number, stored state), then /login. */
export function LogoutPage() {
  const auth = useAuth();
  const signedIn = useAuthSelector(selectIsSignedIn);
  useEffect(() => {
    auth.send({ type: 'logout' });
  }, [auth]);
  return signedIn ? null : <Navigate to="/login" replace />;
}
