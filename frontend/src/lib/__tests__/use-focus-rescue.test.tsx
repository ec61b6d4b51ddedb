import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { useFocusRescue } from '../use-focus-rescue';

function Requests() {
  useFocusRescue();
  const [pending, setPending] = useState(['Sara', 'Omar']);
  const [showList, setShowList] = useState(true);
  return (
    <main>
      <h1>Package Requests</h1>
      <button type="button" onClick={() => setShowList(false)}>
        Hide all
      </button>
      {showList && (
        <section aria-labelledby="pending-heading">
          <h2 id="pending-heading">Pending</h2>
          {pending.map((name) => (
            <button key={name} type="button" onClick={() => setPending((all) => all.filter((n) => n !== name))}>
              Approve {name}
            </button>
          ))}
        </section>
      )}
    </main>
  );
}

const frames = () => act(() => new Promise((resolve) => setTimeout(resolve, 80)));

describe('useFocusRescue', () => {
  it('gives focus to the section’s heading when the focused control leaves the page', async () => {
    render(<Requests />);
    await userEvent.click(screen.getByRole('button', { name: 'Approve Sara' }));
    await frames();
    expect(screen.getByRole('heading', { name: 'Pending' })).toHaveFocus();
    // Reachable by script only: not added to the Tab order.
    expect(screen.getByRole('heading', { name: 'Pending' })).toHaveAttribute('tabindex', '-1');
  });

  it('falls back to the page’s h1 when the section went too, and leaves focus alone otherwise', async () => {
    render(<Requests />);
    await userEvent.click(screen.getByRole('button', { name: 'Approve Omar' }));
    await frames();
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Approve Sara' })).toHaveFocus();
    act(() => screen.getByRole('button', { name: 'Hide all' }).click());
    await frames();
    expect(screen.getByRole('heading', { name: 'Package Requests' })).toHaveFocus();

    // A control that stays: nothing moves.
    screen.getByRole('button', { name: 'Hide all' }).focus();
    await frames();
    expect(screen.getByRole('button', { name: 'Hide all' })).toHaveFocus();
  });
});
