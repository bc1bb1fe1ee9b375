import { type CheckoutConflict, COUPON_MESSAGES, COUPON_TEXTS, toNrs } from '@shop/shared';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import type { CartItem } from '@/features/cart/index.ts';
import { validateCoupon } from '../api/validate-coupon.ts';
import { type AppliedCoupon, checkoutTotals } from '../checkout-form.ts';
import { type CouponNotice, failureNotice, refusalNotice } from '../coupon-notice.ts';

/**
 * The checkout's coupon: the code as typed (upper-cased), the coupon the server accepted for
 * this cart, and why the last one was not. Any failure resets the coupon and its discount.
 */
export function useCoupon(items: readonly CartItem[]) {
  const [code, setCodeState] = useState('');
  const [applied, setApplied] = useState<AppliedCoupon | null>(null);
  const [notice, setNotice] = useState<CouponNotice | null>(null);
  const validation = useMutation({ mutationFn: validateCoupon });

  const fail = (next: CouponNotice) => {
    setApplied(null);
    setNotice(next);
  };

  const setCode = (value: string) => {
    setCodeState(value.toUpperCase());
    setNotice(null);
  };

  const apply = (value = code) => {
    const typed = value.trim();
    if (!typed) {
      fail({ message: COUPON_MESSAGES.required });
      return;
    }
    setNotice(null);
    validation.mutate(
      {
        code: typed,
        order_amount: toNrs(checkoutTotals(items, null).subtotal),
        items: items.map((item) => ({
          id: item.id,
          quantity: item.quantity,
          options: item.choices.map(({ id }) => id),
        })),
      },
      {
        onSuccess: (result) => {
          if (!result.valid) {
            fail(refusalNotice(result));
            return;
          }
          setApplied({
            code: result.coupon?.code ?? typed,
            discount: result.discount_amount,
            message: result.message,
            freeDelivery: result.coupon?.discount_type === 'free_delivery',
          });
        },
        onError: (error) => fail(failureNotice(error)),
      },
    );
  };

  /** An offered code: put in the box and applied at once. */
  const pick = (value: string) => {
    setCode(value);
    apply(value.toUpperCase());
  };

  const remove = () => {
    setApplied(null);
    setNotice(null);
    setCodeState('');
  };

  /** Takes what a refused checkout said about the coupon: its new discount, or why it failed. */
  const takeConflict = (coupon: CheckoutConflict['coupon']) => {
    if (!coupon || !applied) return;
    if (coupon.valid) {
      setApplied({ ...applied, discount: coupon.discount_amount, message: coupon.message });
    } else {
      fail({ message: coupon.error ?? COUPON_TEXTS.invalid });
    }
  };

  return {
    code,
    setCode,
    applied,
    notice,
    checking: validation.isPending,
    apply,
    pick,
    remove,
    takeConflict,
  };
}

export type CouponControls = ReturnType<typeof useCoupon>;
