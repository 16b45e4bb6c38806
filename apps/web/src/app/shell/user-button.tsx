import { ButtonLite } from '../../components/button-lite.tsx';
import { ChevronDownIcon } from '../../components/icons/chevron-down-icon.tsx';
import type { User } from '@portal/contract/user';
import { useTranslation } from '../../lib/use-translation.ts';

export function displayName(user: User): string {
  return user.nickname || user.email || user.phone || '';
}

function initials(name: string): string {
  const letters = name
    .trim()
    .split(/\s+/)
    .slice(0, 2)
    .map((part) => part.charAt(0));
  return letters.join('').toUpperCase() || '?';
}

/** The header's account button: avatar initials and (on wide screens) the name. */
export function UserButton({ user, compact, ...props }: React.ComponentProps<typeof ButtonLite> & { user: User; compact?: boolean }) {
  const { t } = useTranslation();
  const name = displayName(user);
  return (
    <ButtonLite
      variant="subtle"
      size="sm"
      className="sp-btn-compact"
      aria-haspopup="menu"
      data-testid="user-menu"
      leftSection={<span className="sp-avatar">{initials(name)}</span>}
      rightSection={compact ? undefined : <ChevronDownIcon size={14} />}
      {...props}
    >
      {/* The name says what the button is for and, as on screen, whose account it is. */}
      <span className="sp-visually-hidden">{t('user_menu_label')}</span>
      {/* dir="auto": a Latin name in an Arabic page is cut at its own end, with the ellipsis there. */}
      {compact ? null : (
        <>
          {' '}
          <span className="sp-user-name" dir="auto" data-testid="user-menu-name">
            {name}
          </span>
        </>
      )}
    </ButtonLite>
  );
}
