import { Button, type ButtonProps } from 'antd';
import type { MouseEvent } from 'react';
import { useHref, useLinkClickHandler } from 'react-router';

type Props = Omit<ButtonProps, 'href' | 'onClick'> & { to: string };

/**
 * A router link drawn as a button: one element and one Tab stop (a Link wrapping a Button is two, and a button
 * inside a link is invalid HTML). antd renders a Button with an href as an <a>; the router's own click handler keeps
 * it a client-side navigation, and a ctrl-click or a middle click still opens a new tab.
 */
export function LinkButton({ to, ...props }: Props) {
  const href = useHref(to);
  const navigate = useLinkClickHandler<HTMLAnchorElement>(to);
  return (
    <Button
      {...props}
      href={href}
      onClick={(event: MouseEvent<HTMLElement>) => navigate(event as MouseEvent<HTMLAnchorElement>)}
    />
  );
}
