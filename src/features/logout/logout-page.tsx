import { useEffect } from 'react';
import { Navigate } from 'react-router';
import { selectIsSignedIn } from '../../../machines/auth.machine';
import { useAuthSelector, useRuntime } from '../../app/runtime-context';

/** SPEC §2 /logout (sidebar entry): sends `logout` (clears tokens, pass number, stored state), then /login. */
export function LogoutPage() {
  const { auth } = useRuntime();
  const signedIn = useAuthSelector(selectIsSignedIn);
  useEffect(() => {
    auth.send({ type: 'logout' });
  }, [auth]);
  return signedIn ? null : <Navigate to="/login" replace />;
}
