import { LoaderCircle, type LucideIcon, Send } from 'lucide-react';
import { Button, type ButtonProps } from './button.tsx';

interface SubmitButtonProps extends Omit<ButtonProps, 'type' | 'children' | 'size'> {
  /** While the form is being sent: disabled, with a spinner and `pendingLabel`. */
  pending: boolean;
  label: string;
  pendingLabel: string;
  size?: 'md' | 'lg';
  /** The icon beside the label; a paper plane unless the action is not a message. */
  icon?: LucideIcon;
}

/** A form's send button: its icon, or a spinner while the request is on its way. */
export function SubmitButton({
  pending,
  label,
  pendingLabel,
  size = 'md',
  icon: Icon = Send,
  disabled,
  ...props
}: SubmitButtonProps) {
  const icon = size === 'lg' ? 'size-5' : 'size-4';
  return (
    <Button type="submit" size={size} disabled={pending || disabled} {...props}>
      {pending ? (
        <LoaderCircle className={`${icon} motion-safe:animate-spin`} aria-hidden="true" />
      ) : (
        <Icon className={icon} aria-hidden="true" />
      )}
      {pending ? pendingLabel : label}
    </Button>
  );
}
