import { type ReactNode, useEffect, useRef } from 'react';
import { cn } from '@/lib/cn.ts';

/**
 * A step's heading. A step that replaced another takes the focus to its heading, so a screen
 * reader announces where the kiosk went and keyboard users start from the top of the step.
 */
export function StepHeading({
  id,
  focusOnShow,
  className,
  children,
}: {
  id: string;
  focusOnShow: boolean;
  className?: string;
  children: ReactNode;
}) {
  const ref = useRef<HTMLHeadingElement>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: only when the step first shows
  useEffect(() => {
    if (focusOnShow) ref.current?.focus();
  }, []);
  return (
    <h2
      ref={ref}
      id={id}
      tabIndex={-1}
      className={cn(
        'font-display-tight text-3xl text-charcoal-900 focus:outline-none sm:text-4xl',
        className,
      )}
    >
      {children}
    </h2>
  );
}
