import { CircleAlert } from 'lucide-react';

/** "Login Failed: Invalid email or password", announced as soon as it appears. */
export function SignInFailure({ title, message }: { title: string; message: string }) {
  return (
    <div
      role="alert"
      className="flex animate-fade-in items-start gap-3 rounded-2xl border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800"
    >
      <CircleAlert className="mt-0.5 size-5 shrink-0 text-red-600" aria-hidden="true" />
      <p>
        <strong className="font-semibold">{title}</strong> {message}
      </p>
    </div>
  );
}
