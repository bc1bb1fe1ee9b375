import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CheckField } from './check-field.tsx';

afterEach(cleanup);

describe('CheckField', () => {
  it('names the checkbox by its label, describes it by its hint and tells a change', () => {
    const onChange = vi.fn();
    render(
      <CheckField
        name="rememberMe"
        checked={false}
        onChange={onChange}
        label="Remember me"
        hint="Stay signed in on this device"
      />,
    );
    const box = screen.getByRole('checkbox', { name: 'Remember me' });
    expect(box.getAttribute('name')).toBe('rememberMe');
    expect(box.getAttribute('aria-invalid')).toBeNull();
    const hint = document.getElementById(box.getAttribute('aria-describedby') ?? '');
    expect(hint?.textContent).toBe('Stay signed in on this device');
    fireEvent.click(box);
    expect(onChange).toHaveBeenCalledExactlyOnceWith(true);
  });

  it('marks an error, describes the box by it, and draws the wrapper it is given', () => {
    const { container } = render(
      <CheckField
        checked
        onChange={vi.fn()}
        label="Active"
        error="You must agree"
        className="boxed"
      />,
    );
    const box = screen.getByRole('checkbox', { name: 'Active' }) as HTMLInputElement;
    expect(box.checked).toBe(true);
    expect(box.hasAttribute('name')).toBe(false);
    expect(box.getAttribute('aria-invalid')).toBe('true');
    const described = (box.getAttribute('aria-describedby') ?? '').split(' ');
    expect(described.map((id) => document.getElementById(id)?.textContent)).toEqual([
      'You must agree',
    ]);
    expect(container.firstElementChild?.className).toBe('boxed');
  });
});
