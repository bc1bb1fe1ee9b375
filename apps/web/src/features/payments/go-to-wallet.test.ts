import type { WalletRedirect } from '@shop/shared';
import { describe, expect, it, vi } from 'vitest';
import { goToWallet, type WalletNavigation, walletForm } from './go-to-wallet.ts';

const ESEWA: WalletRedirect = {
  wallet: 'esewa',
  method: 'POST',
  url: 'https://rc-epay.esewa.com.np/api/epay/main/v2/form',
  fields: {
    amount: '1040',
    tax_amount: '0',
    total_amount: '1040',
    transaction_uuid: '3f2a9c1d-1',
    product_code: 'EPAYTEST',
    product_service_charge: '0',
    product_delivery_charge: '0',
    success_url: 'https://shop.example/api/payments/esewa/return',
    failure_url: 'https://shop.example/api/payments/esewa/return?failed=1',
    signed_field_names: 'total_amount,transaction_uuid,product_code',
    signature: 'c2lnbmF0dXJl+/=',
  },
};
const KHALTI: WalletRedirect = {
  wallet: 'khalti',
  method: 'GET',
  url: 'https://test-pay.khalti.com/?pidx=HT6o6PEZRWFJ5ygavzHWd5',
  fields: {},
};

function navigation(): WalletNavigation & { forms: HTMLFormElement[]; opened: string[] } {
  const forms: HTMLFormElement[] = [];
  const opened: string[] = [];
  return {
    forms,
    opened,
    submit: (form) => forms.push(form),
    assign: (url) => opened.push(url),
  };
}

/** The form's fields as the browser would send them. */
const fieldsOf = (form: HTMLFormElement) =>
  Object.fromEntries([...form.querySelectorAll('input')].map((input) => [input.name, input.value]));

describe('walletForm', () => {
  it("builds eSewa's form: posted to its address, one hidden field per value", () => {
    const form = walletForm(ESEWA);
    expect(form.method.toUpperCase()).toBe('POST');
    expect(form.action).toBe(ESEWA.url);
    expect(form.hidden).toBe(true);
    expect(fieldsOf(form)).toEqual(ESEWA.fields);
    for (const input of form.querySelectorAll('input')) expect(input.type).toBe('hidden');
  });

  it('refuses an address that is not a web page', () => {
    expect(() => walletForm({ ...ESEWA, url: 'javascript:alert(1)' })).toThrow();
  });
});

describe('goToWallet', () => {
  it('submits the form for eSewa (a real navigation, not a fetch)', () => {
    const fetchSpy = vi.fn();
    vi.stubGlobal('fetch', fetchSpy);
    const nav = navigation();
    goToWallet(ESEWA, nav);
    expect(nav.forms).toHaveLength(1);
    expect(nav.forms[0]?.action).toBe(ESEWA.url);
    expect(fieldsOf(nav.forms[0] as HTMLFormElement)).toEqual(ESEWA.fields);
    expect(nav.opened).toEqual([]);
    expect(fetchSpy).not.toHaveBeenCalled();
    vi.unstubAllGlobals();
  });

  it("opens Khalti's page, its pidx already in the address", () => {
    const nav = navigation();
    goToWallet(KHALTI, nav);
    expect(nav.opened).toEqual([KHALTI.url]);
    expect(nav.forms).toEqual([]);
  });

  it('opens nothing that is not a web address', () => {
    const nav = navigation();
    expect(() => goToWallet({ ...KHALTI, url: 'javascript:alert(1)' }, nav)).toThrow();
    expect(nav.opened).toEqual([]);
  });

  it("in the browser: puts eSewa's form in the page and submits it", () => {
    const submit = vi.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(() => {});
    goToWallet(ESEWA);
    expect(submit).toHaveBeenCalledOnce();
    const form = submit.mock.contexts[0] as HTMLFormElement;
    expect(form.isConnected).toBe(true);
    expect(fieldsOf(form)).toEqual(ESEWA.fields);
    form.remove();
    submit.mockRestore();
  });

  it('in the browser: opens Khalti with location.assign', () => {
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => {});
    goToWallet(KHALTI);
    expect(assign).toHaveBeenCalledWith(KHALTI.url);
    assign.mockRestore();
  });
});
