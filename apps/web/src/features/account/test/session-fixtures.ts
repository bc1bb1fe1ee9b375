import type { SessionCustomer } from '@shop/shared';

export const ASHA: SessionCustomer = {
  id: '0b7f1c1e-8a39-4a43-9a43-2f1e4c0c9a11',
  firstName: 'Asha',
  lastName: 'Gurung',
  email: 'asha@example.com',
  phone: '+977 9801234567',
  address: 'Thamel Marg 12',
  city: 'Kathmandu',
  zipCode: '44600',
};

export const TOKEN = 'Qm9vdGhfdG9rZW5fMDEyMzQ1Njc4OWFiY2RlZg';

export function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}
