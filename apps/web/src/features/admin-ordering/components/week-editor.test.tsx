import { DEFAULT_ORDERING_HOURS, type WeeklyHours } from '@shop/shared';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { loadAdminNamespaces } from '@/i18n/admin-namespaces.ts';
import { weekProblems } from '../hours.ts';
import { WeekEditor } from './week-editor.tsx';

function Harness({ start }: { start: WeeklyHours }) {
  const [week, setWeek] = useState(start);
  return <WeekEditor week={week} problems={weekProblems(week)} onChange={setWeek} />;
}

const day = (name: string) => {
  const row = document.querySelector(`[data-day="${name}"]`);
  if (!(row instanceof HTMLElement)) throw new Error(`no row for ${name}`);
  return within(row);
};

beforeAll(() => loadAdminNamespaces('admin-ordering'));
afterEach(cleanup);

describe('the week’s hours editor', () => {
  it('adds and removes periods, and says Closed when a day has none', () => {
    render(<Harness start={structuredClone(DEFAULT_ORDERING_HOURS.delivery)} />);
    expect(day('monday').getByLabelText('Opens, Period 1 of Monday')).toHaveProperty(
      'value',
      '11:00',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Add a period to Monday' }));
    expect(day('monday').getByLabelText('Opens, Period 2 of Monday')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Remove period 2 of Monday' }));
    fireEvent.click(screen.getByRole('button', { name: 'Remove period 1 of Monday' }));
    expect(day('monday').getByText('Closed')).toBeTruthy();
    expect(day('tuesday').queryByText('Closed')).toBeNull();
  });

  it('marks a period past midnight as ending the next day', () => {
    render(<Harness start={structuredClone(DEFAULT_ORDERING_HOURS.delivery)} />);
    expect(day('friday').queryByText('next day')).toBeNull();
    fireEvent.change(day('friday').getByLabelText('Opens, Period 1 of Friday'), {
      target: { value: '18:00' },
    });
    fireEvent.change(day('friday').getByLabelText('Closes, Period 1 of Friday'), {
      target: { value: '01:00' },
    });
    expect(day('friday').getByText('next day')).toBeTruthy();
    expect(day('friday').queryByText(/must/)).toBeNull();
  });

  it('shows the server’s message under a day whose periods overlap', () => {
    render(<Harness start={structuredClone(DEFAULT_ORDERING_HOURS.delivery)} />);
    fireEvent.click(screen.getByRole('button', { name: 'Add a period to Sunday' }));
    fireEvent.change(day('sunday').getByLabelText('Opens, Period 2 of Sunday'), {
      target: { value: '20:00' },
    });
    const message = day('sunday').getByText('The periods of Sunday must not overlap');
    expect(
      day('sunday').getByLabelText('Opens, Period 2 of Sunday').getAttribute('aria-describedby'),
    ).toBe(message.id);
    expect(day('saturday').queryByText(/overlap/)).toBeNull();
  });
});
