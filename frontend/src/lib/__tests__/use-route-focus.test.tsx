import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, MemoryRouter, Route, Routes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { useRouteFocus } from '../use-route-focus';

function Shell({ children }: { children: React.ReactNode }) {
  useRouteFocus();
  return (
    <>
      <nav>
        <Link to="/courses">Courses</Link>
        <Link to="/about">About</Link>
        <Link to="/courses?level=beginner">Beginner courses</Link>
      </nav>
      <main>{children}</main>
    </>
  );
}

function app(path = '/') {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Shell>
        <Routes>
          <Route path="/" element={<h1>Home</h1>} />
          <Route path="/courses" element={<h1>Our Courses</h1>} />
          <Route path="/about" element={<p>No heading here</p>} />
        </Routes>
      </Shell>
    </MemoryRouter>,
  );
}

const frames = () => act(() => new Promise((resolve) => setTimeout(resolve, 50)));

describe('useRouteFocus', () => {
  it('leaves focus alone on the first page, then moves it to the new page’s heading', async () => {
    app();
    await frames();
    expect(document.activeElement).toBe(document.body);
    await userEvent.click(screen.getByRole('link', { name: 'Courses' }));
    await frames();
    const heading = screen.getByRole('heading', { name: 'Our Courses' });
    expect(document.activeElement).toBe(heading);
    // Reachable by script only: not a new Tab stop.
    expect(heading).toHaveAttribute('tabindex', '-1');
  });

  it('does not move focus when only the query changes (a filter)', async () => {
    app('/courses');
    const filter = screen.getByRole('link', { name: 'Beginner courses' });
    await userEvent.click(filter);
    await frames();
    expect(document.activeElement).toBe(filter);
  });

  it('falls back to main when the page shows no heading in time', async () => {
    app();
    await userEvent.click(screen.getByRole('link', { name: 'About' }));
    await act(() => new Promise((resolve) => setTimeout(resolve, 1_700)));
    expect(document.activeElement).toBe(screen.getByRole('main'));
  });
});
