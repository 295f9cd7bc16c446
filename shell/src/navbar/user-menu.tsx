import { useNavigate } from 'react-router-dom';
import { useSeekerAuth } from 'shared-api/seeker-auth';
import { Avatar } from 'shared-ui/avatar';
import { MenuButton } from 'shared-ui/menu-button';

/** A page of a remote the user menu opens. */
export interface MenuLink {
  label: string;
  to: string;
}

export function UserMenu({
  links = [],
  onSignOut,
}: {
  links?: readonly MenuLink[];
  /** Before the session ends: the menu goes with it, and the focus in it. */
  onSignOut?: () => void;
}) {
  const auth = useSeekerAuth();
  const navigate = useNavigate();
  const name = `${auth.firstName} ${auth.lastName}`.trim();
  return (
    <MenuButton
      label="Account menu"
      trigger={<Avatar name={name} src={auth.imageUrl} decorative />}
      items={[
        ...links.map((link) => ({ label: link.label, onSelect: () => void navigate(link.to) })),
        {
          label: 'Sign out',
          onSelect: () => {
            onSignOut?.();
            void auth.signOut();
          },
        },
      ]}
    />
  );
}
