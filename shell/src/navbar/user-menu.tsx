import { useSeekerAuth } from 'shared-api/seeker-auth';
import { Avatar } from 'shared-ui/avatar';
import { MenuButton } from 'shared-ui/menu-button';

export function UserMenu() {
  const auth = useSeekerAuth();
  const name = `${auth.firstName} ${auth.lastName}`.trim();
  return (
    <MenuButton
      label="Account menu"
      trigger={<Avatar name={name} src={auth.imageUrl} decorative />}
      items={[{ label: 'Sign out', onSelect: () => void auth.signOut() }]}
    />
  );
}
