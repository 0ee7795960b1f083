import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MonthPicker } from './month-picker';

function renderPicker(maxDate: string | null) {
  const onPick = jest.fn();
  render(<MonthPicker id="cal" value="2027-05-17" minDate="2026-11-21" maxDate={maxDate} onPick={onPick} onClose={jest.fn()} />);
  return { onPick, user: userEvent.setup() };
}

describe('the month picker and the booking horizon', () => {
  it('disables the days beyond the last bookable day and says why', () => {
    renderPicker('2027-05-20');
    const after = screen.getByRole('button', { name: 'Friday 21 May 2027' });
    expect(after).toBeDisabled();
    expect(after).toHaveAccessibleDescription('Tables can be booked up to Thursday 20 May 2027.');
    expect(screen.getByRole('button', { name: 'Thursday 20 May 2027' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Next month' })).toBeDisabled();
  });

  it('keys stop at the last bookable day', async () => {
    const { user, onPick } = renderPicker('2027-05-20');
    expect(screen.getByRole('button', { name: 'Monday 17 May 2027' })).toHaveFocus();
    await user.keyboard('{End}');
    expect(screen.getByRole('button', { name: 'Thursday 20 May 2027' })).toHaveFocus();
    await user.keyboard('{PageDown}{Enter}');
    expect(onPick).toHaveBeenCalledWith('2027-05-20');
  });

  it('without a known horizon every later day can be picked', () => {
    renderPicker(null);
    expect(screen.getByRole('button', { name: 'Friday 21 May 2027' })).toBeEnabled();
    expect(screen.queryByText(/Tables can be booked up to/)).not.toBeInTheDocument();
  });
});
