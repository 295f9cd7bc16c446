import type { UserAuthResponse } from 'shared-api/contract';
import { Dialog } from 'shared-ui/dialog';
import { SignInForm } from './sign-in-form';

export function SignInDialog({
  onClose,
  onSignedIn,
}: {
  onClose: () => void;
  onSignedIn: (response: UserAuthResponse) => void;
}) {
  return (
    <Dialog title="Sign in to Job Board" onClose={onClose}>
      <SignInForm onSignedIn={onSignedIn} />
    </Dialog>
  );
}
