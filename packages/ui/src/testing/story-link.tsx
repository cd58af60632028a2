import { fn } from 'storybook/test';
import type { LinkProps } from '#link/link-context.tsx';

/** Records where a story's link would go instead of navigating the Storybook frame away. */
export const navigate = fn().mockName('navigate');

/** A link component for stories' `LinkProvider`: calls {@link navigate} with the href. */
export function StoryLink({ href, onClick, ...props }: LinkProps) {
  return (
    <a
      href={href}
      onClick={(event) => {
        onClick?.(event);
        event.preventDefault();
        navigate(href);
      }}
      {...props}
    />
  );
}
