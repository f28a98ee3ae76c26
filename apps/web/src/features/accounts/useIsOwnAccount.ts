import { useStaffSession } from '../../app/session/index.ts';

/**
 * Whether an account is the signed-in user's own: the server refuses to let anyone disable it or change its roles
 * (core AccountRule.SELF_DISABLE / SELF_ROLES), so the page offers neither. Account names are unique regardless of
 * case.
 */
export function useIsOwnAccount() {
  const me = useStaffSession((s) => s.user?.username.toLowerCase());
  return (username: string) => me !== undefined && username.toLowerCase() === me;
}
