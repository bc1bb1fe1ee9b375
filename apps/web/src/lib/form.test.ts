import { contactRequestSchema, feedbackRequestSchema, newsletterRequestSchema } from '@shop/shared';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-client.ts';
import { fieldErrorsFrom, submitErrorMessage, submitForm, validateForm } from './form.ts';

const messages = { failed: 'Failed to send message. Please try again.', network: 'Network down' };

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('validateForm', () => {
  it('gives each field the message of its first problem', () => {
    const result = validateForm(contactRequestSchema, {
      name: ' ',
      email: 'not-an-email',
      subject: 'Hi',
      message: 'Too short',
    });
    expect(result).toEqual({
      ok: false,
      errors: {
        name: 'Name is required',
        email: 'Please enter a valid email address',
        subject: 'Subject must be at least 5 characters long',
        message: 'Message must be at least 10 characters long',
      },
    });
  });

  it('tells short from empty, and says nothing of valid fields', () => {
    const result = validateForm(contactRequestSchema, {
      name: 'A',
      email: '',
      subject: 'Table for six',
      message: 'Do you take bookings on Friday night?',
    });
    expect(result).toEqual({
      ok: false,
      errors: { name: 'Name must be at least 2 characters long', email: 'Email is required' },
    });
  });

  it('returns the parsed (trimmed, lower-cased) values when all is well', () => {
    expect(validateForm(newsletterRequestSchema, { email: '  Asha@Example.COM ' })).toEqual({
      ok: true,
      data: { email: 'asha@example.com' },
    });
  });

  it('asks for a star and a category on the floating form', () => {
    const result = validateForm(feedbackRequestSchema, {
      name: 'Asha',
      email: 'asha@example.com',
      rating: 0,
      category: '',
      message: 'The wings were great.',
    });
    expect(result).toEqual({
      ok: false,
      errors: {
        rating: 'Please choose a rating from 1 to 5 stars',
        category: 'Please choose a feedback category',
      },
    });
  });
});

describe('fieldErrorsFrom', () => {
  it('keeps the first message per top-level field and skips form-wide issues', () => {
    expect(
      fieldErrorsFrom([
        { path: ['name'], message: 'first' },
        { path: ['name'], message: 'second' },
        { path: [], message: 'whole form' },
        { path: ['images', 2], message: 'third image' },
      ]),
    ).toEqual({ name: 'first', images: 'third image' });
  });
});

describe('submitErrorMessage', () => {
  it("shows the server's own message", () => {
    const error = new ApiError('Name must be at least 2 characters long', 400, 'VALIDATION_FAILED');
    expect(submitErrorMessage(error, messages)).toBe('Name must be at least 2 characters long');
  });

  it("shows the form's own failure words when the server fails, whatever it says", () => {
    expect(submitErrorMessage(new ApiError('An unexpected error occurred.', 502), messages)).toBe(
      messages.failed,
    );
    const internal = new ApiError('An unexpected error occurred.', 500, 'INTERNAL');
    expect(submitErrorMessage(internal, messages)).toBe(messages.failed);
    const down = new ApiError('The server is currently unavailable.', 503, 'SERVICE_UNAVAILABLE');
    expect(submitErrorMessage(down, messages)).toBe(messages.failed);
    expect(submitErrorMessage(new TypeError('boom'), messages)).toBe(messages.failed);
  });

  it('keeps to its own failure words for refusals too when the form asks so', () => {
    const limited = new ApiError('Too many requests.', 429, 'RATE_LIMITED');
    expect(submitErrorMessage(limited, messages)).toBe('Too many requests.');
    expect(submitErrorMessage(limited, { ...messages, showRefusals: false })).toBe(messages.failed);
  });

  it('names the network when the server could not be reached', () => {
    expect(submitErrorMessage(new ApiError('Unable to connect', 0), messages)).toBe(
      messages.network,
    );
  });
});

describe('submitForm', () => {
  function respond(response: Response | Error) {
    const fetchMock = vi.fn(async (_url: string, _init?: RequestInit) => {
      if (response instanceof Error) throw response;
      return response;
    });
    vi.stubGlobal('fetch', fetchMock);
    return fetchMock;
  }
  const json = (body: unknown, status: number) =>
    new Response(JSON.stringify(body), {
      status,
      headers: { 'Content-Type': 'application/json' },
    });

  it("posts to /api/path and resolves to the server's message", async () => {
    const fetchMock = respond(json({ success: true, message: 'Thank you!' }, 201));
    await expect(submitForm('/contact', { name: 'Asha' }, messages)).resolves.toBe('Thank you!');
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/contact');
  });

  it("rejects with the server's message on a 4xx", async () => {
    respond(json({ error: 'VALIDATION_FAILED', message: 'Subject is required' }, 400));
    await expect(submitForm('/contact', {}, messages)).rejects.toThrow('Subject is required');
  });

  it('rejects with the fallback on a bare 500 and the network message offline', async () => {
    respond(new Response('oops', { status: 500 }));
    await expect(submitForm('/contact', {}, messages)).rejects.toThrow(messages.failed);
    respond(new TypeError('Failed to fetch'));
    await expect(submitForm('/contact', {}, messages)).rejects.toThrow(messages.network);
  });
});
