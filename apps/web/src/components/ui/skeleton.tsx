import { cn } from '@/lib/cn.ts';

export function Skeleton({ className }: { className?: string }) {
  return (
    <div className={cn('rounded-lg bg-charcoal-200/60 motion-safe:animate-pulse', className)} />
  );
}
