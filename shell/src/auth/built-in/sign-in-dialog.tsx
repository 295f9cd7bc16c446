import { useState } from 'react';
import type { UserAuthResponse } from 'shared-api/contract';
import { Dialog } from 'shared-ui/dialog';
import { SIGN_IN_TITLES, SignInForm, type SignInMode } from './sign-in-form';

export function SignInDialog({
  onClose,
  onSignedIn,
}: {
  onClose: () => void;
  onSignedIn: (response: UserAuthResponse) => void;
}) {
  const [mode, setMode] = useState<SignInMode>('sign-in');
  return (
    <Dialog title={SIGN_IN_TITLES[mode]} onClose={onClose}>
      <SignInForm onSignedIn={onSignedIn} onModeChange={setMode} />
    </Dialog>
  );
}
