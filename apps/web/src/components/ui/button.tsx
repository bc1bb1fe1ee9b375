import type { ButtonHTMLAttributes } from 'react';
import { cn } from '@/lib/cn.ts';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'dark';
export type ButtonSize = 'sm' | 'md' | 'lg' | 'icon';

const base =
  'inline-flex items-center justify-center gap-2 rounded-full font-semibold whitespace-nowrap transition duration-200 select-none focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-flame-500 disabled:cursor-not-allowed disabled:opacity-55';

const variants: Record<ButtonVariant, string> = {
  primary:
    'bg-flame-600 text-white shadow-sm shadow-flame-900/20 hover:bg-flame-700 active:bg-flame-800 disabled:hover:bg-flame-600',
  secondary:
    'border border-charcoal-200 bg-white text-charcoal-900 hover:border-flame-300 hover:bg-flame-50 hover:text-flame-700 disabled:hover:border-charcoal-200 disabled:hover:bg-white disabled:hover:text-charcoal-900',
  ghost: 'text-charcoal-700 hover:bg-charcoal-900/5 hover:text-charcoal-900',
  dark: 'bg-charcoal-900 text-white hover:bg-charcoal-800 active:bg-charcoal-950',
};

const sizes: Record<ButtonSize, string> = {
  sm: 'h-9 px-4 text-sm',
  md: 'h-11 px-5 text-sm',
  lg: 'h-12 px-7 text-base',
  icon: 'size-10',
};

export function buttonClasses(
  variant: ButtonVariant = 'primary',
  size: ButtonSize = 'md',
  className?: string,
): string {
  return cn(base, variants[variant], sizes[size], className);
}

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  size?: ButtonSize;
}

export function Button({
  variant = 'primary',
  size = 'md',
  className,
  type = 'button',
  ...props
}: ButtonProps) {
  return <button type={type} className={buttonClasses(variant, size, className)} {...props} />;
}
