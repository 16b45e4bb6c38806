import type { ButtonHTMLAttributes, ReactNode, Ref } from 'react';
import { Link, type LinkProps } from 'react-router';

/**
 * A button styled like Mantine's, without its Transition and Loader code. Only the header and the login
 * page use it: their first load has a 150 kB budget. Everything else uses Mantine's Button.
 */
type Look = {
  variant?: 'filled' | 'light' | 'subtle' | 'default';
  size?: 'sm' | 'md';
  fullWidth?: boolean;
  leftSection?: ReactNode;
  rightSection?: ReactNode;
};

function classes({ variant = 'filled', size = 'sm', fullWidth }: Look, extra?: string): string {
  return ['sp-btn', `sp-btn-${variant}`, `sp-btn-${size}`, fullWidth ? 'sp-btn-full' : '', extra ?? ''].filter(Boolean).join(' ');
}

function Inner({ leftSection, rightSection, children }: Look & { children?: ReactNode }) {
  return (
    <>
      {leftSection && <span className="sp-btn-section">{leftSection}</span>}
      {children !== undefined && children !== null && <span className="sp-btn-label">{children}</span>}
      {rightSection && <span className="sp-btn-section">{rightSection}</span>}
    </>
  );
}

export function ButtonLite({
  variant,
  size,
  fullWidth,
  leftSection,
  rightSection,
  loading,
  className,
  children,
  disabled,
  type = 'button',
  ref,
  ...rest
}: Look & ButtonHTMLAttributes<HTMLButtonElement> & { loading?: boolean; ref?: Ref<HTMLButtonElement> }) {
  return (
    <button
      ref={ref}
      type={type}
      className={classes({ variant, size, fullWidth }, className)}
      disabled={disabled || loading}
      data-loading={loading || undefined}
      aria-busy={loading || undefined}
      {...rest}
    >
      {loading && <span className="sp-btn-spinner" aria-hidden="true" />}
      <Inner leftSection={leftSection} rightSection={rightSection}>
        {children}
      </Inner>
    </button>
  );
}

export function ButtonLiteLink({ variant, size, fullWidth, leftSection, rightSection, className, children, ...rest }: Look & LinkProps) {
  return (
    <Link className={classes({ variant, size, fullWidth }, className)} {...rest}>
      <Inner leftSection={leftSection} rightSection={rightSection}>
        {children}
      </Inner>
    </Link>
  );
}
