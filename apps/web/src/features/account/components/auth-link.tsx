import { Link, type LinkProps } from 'react-router';
import { cn } from '@/lib/cn.ts';

/** A text link of the sign-in cards ("Forgot Password?", "Sign up"). */
export function AuthLink({ className, ...props }: LinkProps) {
  return (
    <Link
      className={cn(
        'font-semibold text-flame-700 underline-offset-4 transition hover:text-flame-800 hover:underline',
        className,
      )}
      {...props}
    />
  );
}
