import type { ComponentProps } from 'react';

export type ButtonVariant = 'primary' | 'outline' | 'danger' | 'success' | 'ghost';

const variants: Record<ButtonVariant, string> = {
  primary: 'bg-brand-600 text-white hover:bg-brand-700',
  outline: 'border border-gray-300 bg-white text-gray-700 hover:bg-gray-50',
  danger: 'bg-red-50 text-red-700 border border-red-200 hover:bg-red-100',
  success: 'bg-green-50 text-green-700 border border-green-200 hover:bg-green-100',
  ghost: 'text-gray-600 hover:bg-gray-100',
};

/** The one button look of every app; also for links styled as buttons. */
export function buttonClass(variant: ButtonVariant = 'primary', extra = ''): string {
  return `inline-flex items-center justify-center gap-2 whitespace-nowrap rounded-md px-5 py-2 text-sm font-medium transition-colors disabled:cursor-not-allowed disabled:opacity-60 aria-disabled:opacity-60 ${variants[variant]} ${extra}`;
}

export function Button({
  variant = 'primary',
  className = '',
  type = 'button',
  ...props
}: ComponentProps<'button'> & { variant?: ButtonVariant }) {
  return <button type={type} className={buttonClass(variant, className)} {...props} />;
}

/**
 * A button for an action that takes a while: it says so (`pendingLabel`) and ignores clicks
 * meanwhile, yet stays focusable, so that a keyboard user does not lose their place.
 */
export function PendingButton({
  pending,
  pendingLabel,
  children,
  onClick,
  ...props
}: Parameters<typeof Button>[0] & { pending: boolean; pendingLabel: string }) {
  return (
    <Button
      {...props}
      aria-disabled={pending}
      onClick={(event) => {
        if (pending) event.preventDefault();
        else onClick?.(event);
      }}
    >
      {pending ? pendingLabel : children}
    </Button>
  );
}
