import { i18n } from '@/i18n/index.ts';
import { toast } from '@/lib/toast.ts';

export interface CopyOptions {
  /**
   * The <Toaster id> to report in. A modal <dialog> sits in the browser's top layer, above the
   * page's toaster, so a dialog that copies renders its own toaster and names it here.
   */
  toasterId?: string;
}

/** Copies a coupon code and says so in a toast; shows the code when the browser refuses. */
export async function copyCouponCode(code: string, options: CopyOptions = {}): Promise<void> {
  const { toasterId } = options;
  try {
    await navigator.clipboard.writeText(code);
    toast.success(i18n.t('coupon.copied'), { description: code, toasterId });
  } catch {
    toast.error(i18n.t('coupon.copyFailed', { code }), { toasterId });
  }
}
